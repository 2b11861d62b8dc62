/** One request the fake fetch received. */
export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly credentials: RequestCredentials | undefined;
  readonly cache: RequestCache | undefined;
  readonly contentType: string | null;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** Answers one request; may hang (never settle) to exercise timeouts and aborts. */
export type Handler = (request: SeenRequest, index: number) => Response | Promise<Response>;

/** A fetch that honours abort signals like the real one and records what it was sent. */
export function fakeFetch(handler: Handler) {
  const requests: SeenRequest[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      credentials: init.credentials,
      cache: init.cache,
      contentType: new Headers(init.headers).get('Content-Type'),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    const index = requests.push(request) - 1;
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => handler(request, index))
        .then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A JSON response. */
export const json = (value: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

/** A text response. */
export const text = (body: string, init: ResponseInit = {}): Response => new Response(body, { status: 200, ...init });

/** A promise that never settles (a hung server). */
export const hang = (): Promise<Response> => new Promise<Response>(() => undefined);

/** A logger that keeps its lines. */
export function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: { warn: (line: string) => void lines.push(line) } };
}

/** A sleep that returns at once and records the delays asked for. */
export function instantSleep() {
  const delays: number[] = [];
  const sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    delays.push(ms);
    return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  };
  return { delays, sleep };
}
