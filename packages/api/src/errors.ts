/** Why a controller call failed; each kind asks for a different reaction from the app. */
export type ControllerErrorKind = 'network' | 'timeout' | 'offline' | 'http' | 'auth' | 'rate_limited' | 'decode' | 'invalid' | 'aborted';

/** Every error kind, for exhaustive handling and guards. */
export const CONTROLLER_ERROR_KINDS = [
  'network',
  'timeout',
  'offline',
  'http',
  'auth',
  'rate_limited',
  'decode',
  'invalid',
  'aborted',
] as const satisfies readonly ControllerErrorKind[];

/** The plain-data form of a ControllerError, safe for Redux state, postMessage and logs. */
export interface SerializedControllerError {
  readonly name: 'ControllerError';
  readonly kind: ControllerErrorKind;
  readonly action: string;
  readonly message: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly issues?: readonly string[];
}

/** What a ControllerError is built from: its serialized fields and the error that caused it. */
export interface ControllerErrorInit extends Omit<SerializedControllerError, 'name'> {
  readonly cause?: unknown;
}

/** The one error every client function rejects with. */
export class ControllerError extends Error {
  override readonly name = 'ControllerError';
  readonly kind: ControllerErrorKind;
  readonly action: string;
  readonly status: number | undefined;
  /** The server's Retry-After, when it sent one (429). */
  readonly retryAfterMs: number | undefined;
  /** Validation problems (`path: message`) for kind `invalid`. */
  readonly issues: readonly string[] | undefined;

  constructor(init: ControllerErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.action = init.action;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.issues = init.issues;
  }

  /** Plain data without the stack or the cause, which may hold non-serializable objects. */
  toJSON(): SerializedControllerError {
    return {
      name: this.name,
      kind: this.kind,
      action: this.action,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      ...(this.issues === undefined ? {} : { issues: this.issues }),
    };
  }
}

/**
 * Whether `value` is a ControllerError, also across duplicated copies of this package (where
 * `instanceof` fails) by checking its name, kind and `toJSON`.
 */
export function isControllerError(value: unknown): value is ControllerError {
  if (value instanceof ControllerError) return true;
  if (!(value instanceof Error) || value.name !== 'ControllerError') return false;
  const candidate = value as Partial<ControllerError>;
  return (
    typeof candidate.toJSON === 'function' &&
    typeof candidate.action === 'string' &&
    (CONTROLLER_ERROR_KINDS as readonly unknown[]).includes(candidate.kind)
  );
}

/**
 * Whether a call failed because the controller does not offer it (404, or 501): an optional
 * extension such as ResponsibleGamingController, whose elements are then hidden without an error.
 */
export function isUnsupported(error: unknown): boolean {
  return isControllerError(error) && error.kind === 'http' && (error.status === 404 || error.status === 501);
}
