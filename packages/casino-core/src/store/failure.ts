import type { BootFailure } from './session-slice.ts';

/** The kind of a controller error, when `error` is one (the api package's errors carry `kind`). */
export function errorKind(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string') {
    return error.kind;
  }
  return null;
}

/** Whether `error` says the player's session is gone. */
export function isAuthError(error: unknown): boolean {
  return errorKind(error) === 'auth';
}

/** Sorts a start-up error into what the error screen tells a person. */
export function bootFailureOf(error: unknown, offline: boolean): BootFailure {
  // A ControllerError, or its plain-data form as the data layer keeps it.
  const detail =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
  if (offline) return { kind: 'offline', detail };
  switch (errorKind(error)) {
    case 'decode':
    case 'invalid':
      return { kind: 'garbled', detail };
    case 'offline':
      return { kind: 'offline', detail };
    default:
      return { kind: 'unreachable', detail };
  }
}
