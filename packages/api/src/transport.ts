import { readAnswer, type AnswerDeps, type AnswerSpec } from './answer.ts';
import { fetchText, type AttemptDeps, type RequestSpec } from './attempt.ts';
import { backoffDelay, type BackoffPolicy } from './backoff.ts';
import { ControllerError, isControllerError } from './errors.ts';
import type { Sleep } from './ports.ts';

/** Per-call options every client function accepts. */
export interface CallOptions {
  /** Aborts the call (and its retries); the call then rejects with kind `aborted`, even if an answer arrives. */
  readonly signal?: AbortSignal;
}

/** A request plus how its answer is read. */
export type CallSpec<T> = RequestSpec & AnswerSpec<T>;

/** Runs one action end to end. */
export type Call = <T>(spec: CallSpec<T>, options?: CallOptions) => Promise<T>;

/** Everything the transport needs, defaults already applied. */
export interface TransportDeps extends AttemptDeps, AnswerDeps {
  readonly retries: number;
  readonly backoff: BackoffPolicy;
  readonly sleep: Sleep;
  readonly random: () => number;
}

// Retrying a timeout would stretch a hung call to several timeouts, and offline is hopeless until
// the browser says 'online'; decode, invalid and other 4xx fail the same way again.
function isRetryable(error: ControllerError): boolean {
  return error.kind === 'network' || error.kind === 'rate_limited' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

function aborted(action: string, cause?: unknown): ControllerError {
  return new ControllerError({ kind: 'aborted', action, message: `${action}: aborted`, cause });
}

function asControllerError(action: string, error: unknown): ControllerError {
  if (isControllerError(error)) return error;
  return new ControllerError({ kind: 'invalid', action, message: `${action}: unexpected failure while reading the answer`, cause: error });
}

/** Runs one GET or POST with bounded retries (GETs only), reading each 2xx body with `read`. */
async function run<T>(deps: TransportDeps, spec: RequestSpec, options: CallOptions, read: (body: string) => Promise<T>): Promise<T> {
  const { signal } = options;
  const attempts = spec.method === 'GET' ? 1 + deps.retries : 1;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (signal?.aborted) throw aborted(spec.action, signal.reason);
      const body = await fetchText(spec, deps, signal);
      const value = await read(body);
      // A late answer must not win over an abort: the caller has moved on.
      if (signal?.aborted) throw aborted(spec.action, signal.reason);
      return value;
    } catch (error) {
      const failure = asControllerError(spec.action, error);
      const delay =
        attempt + 1 < attempts && isRetryable(failure) ? backoffDelay(attempt, failure.retryAfterMs, deps.random, deps.backoff) : null;
      if (delay === null) throw failure;
      try {
        await deps.sleep(delay, signal);
      } catch (cause) {
        throw aborted(spec.action, cause);
      }
    }
  }
}

/** Builds the call runner: bounded retries with backoff for GETs only; POSTs are sent once. */
export function createTransport(deps: TransportDeps): Call {
  return async function call<T>(spec: CallSpec<T>, options: CallOptions = {}): Promise<T> {
    return run(deps, spec, options, (body) => readAnswer(spec, body, deps));
  };
}

/** Fetches a body as the controller sent it (retried like any call), to be read elsewhere (`readCatalog` in a worker). */
export type TextCall = (spec: RequestSpec, options?: CallOptions) => Promise<string>;

/** Builds the text runner: the same requests, retries and errors as `createTransport`, the body left undecoded. */
export function createTextTransport(deps: TransportDeps): TextCall {
  return (spec, options = {}) => run(deps, spec, options, async (body) => body);
}
