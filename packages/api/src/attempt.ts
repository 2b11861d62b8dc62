import { parseRetryAfter } from './backoff.ts';
import { ControllerError, isControllerError } from './errors.ts';
import { anySignal } from './any-signal.ts';

/** One HTTP request of an action. */
export interface RequestSpec {
  readonly action: string;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** Sent as `application/x-www-form-urlencoded`. */
  readonly form?: Readonly<Record<string, string>>;
  /** Sent as `application/json`. */
  readonly json?: unknown;
}

/** What one attempt needs from the client. */
export interface AttemptDeps {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly isOnline: () => boolean;
  /**
   * Whether a GET of `action` must bypass a request the page preloaded: false for the first GET of a
   * preloaded action (see `ControllerClientOptions.preloaded`), true for every later one, false for
   * actions never preloaded.
   */
  readonly bypassPreload?: (action: string) => boolean;
}

function requestInit(spec: RequestSpec, signal: AbortSignal, bypassPreload: boolean): RequestInit {
  const init: RequestInit = { method: spec.method, credentials: 'include', signal };
  // A request whose cache mode is not the default never takes a preloaded response, not even one
  // still in flight (the browser would otherwise hand a retry the same hung request).
  if (bypassPreload) init.cache = 'no-store';
  if (spec.form !== undefined) {
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    init.body = new URLSearchParams(spec.form).toString();
  } else if (spec.json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(spec.json);
  }
  return init;
}

function statusError(action: string, response: Response, nowMs: number): ControllerError {
  const { status } = response;
  if (status === 401) return new ControllerError({ kind: 'auth', action, status, message: `${action}: session ended (401)` });
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), nowMs);
    return new ControllerError({
      kind: 'rate_limited',
      action,
      status,
      message: `${action}: rate limited (429)`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  return new ControllerError({ kind: 'http', action, status, message: `${action}: HTTP ${status}` });
}

/** Names a rejected fetch: the caller's abort, our timeout, known offline, or another network failure. */
export function failureError(
  action: string,
  cause: unknown,
  signals: { caller?: AbortSignal | undefined; timeout: AbortSignal },
  deps: AttemptDeps,
): ControllerError {
  if (isControllerError(cause)) return cause;
  if (signals.caller?.aborted) return new ControllerError({ kind: 'aborted', action, message: `${action}: aborted`, cause });
  if (signals.timeout.aborted) {
    return new ControllerError({ kind: 'timeout', action, message: `${action}: no answer within ${deps.timeoutMs} ms`, cause });
  }
  if (!deps.isOnline()) return new ControllerError({ kind: 'offline', action, message: `${action}: offline`, cause });
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ControllerError({ kind: 'network', action, message: `${action}: network error (${detail})`, cause });
}

/** Sends one request and answers the 2xx body text; the timeout also covers reading the body. */
export async function fetchText(spec: RequestSpec, deps: AttemptDeps, caller: AbortSignal | undefined): Promise<string> {
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = caller === undefined ? timeout : anySignal([caller, timeout]);
  try {
    // Called unbound: a native fetch invoked as a method of another object throws "Illegal invocation".
    const send = deps.fetch;
    const bypassPreload = spec.method === 'GET' && (deps.bypassPreload?.(spec.action) ?? false);
    const response = await send(spec.url, requestInit(spec, signal, bypassPreload));
    if (!response.ok) {
      // Release the connection; the error body of a failed call is never used.
      response.body?.cancel().catch(() => undefined);
      throw statusError(spec.action, response, deps.now());
    }
    return await response.text();
  } catch (cause) {
    throw failureError(spec.action, cause, { caller, timeout }, deps);
  }
}
