/** A request index.html's starter made before the app ran: where to, the form it sent, and its response. */
export interface EarlyRequest {
  readonly url: string;
  readonly body: string;
  readonly response: Promise<Response>;
}

/** `found` as an early request, or null when it is not what the starter leaves. */
export function earlyRequestIn(found: unknown): EarlyRequest | null {
  if (typeof found !== 'object' || found === null) return null;
  const { url, body, response } = found as Partial<EarlyRequest>;
  if (typeof url !== 'string' || typeof body !== 'string' || !(response instanceof Promise)) return null;
  return { url, body, response };
}

/** The same form, whatever the order of its fields. */
function sameForm(a: string, b: string): boolean {
  const sorted = (body: string) =>
    [...new URLSearchParams(body)]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
}

function requestUrl(input: RequestInfo | URL): string {
  const raw = input instanceof Request ? input.url : String(input);
  try {
    return new URL(raw, globalThis.location?.href).href;
  } catch {
    return raw;
  }
}

/** Rejects with the signal's reason once it aborts, as `fetch` does. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * `send`, except that the first POST to the early request's URL is answered with the early
 * response when it sends the same form. A POST there with another form (the player's language
 * turned out to be another) is sent as usual and the early response is dropped. An early request
 * that failed is made again, once, by `send`; the caller's signal (its timeout) still applies.
 */
export function withEarlyResponse(early: EarlyRequest | null, send: typeof fetch): typeof fetch {
  let pending = early;
  return (input, init) => {
    const candidate = pending;
    if (!candidate || init?.method !== 'POST' || requestUrl(input) !== candidate.url) return send(input, init);
    pending = null;
    if (typeof init.body !== 'string' || !sameForm(init.body, candidate.body)) {
      candidate.response
        .then(
          (response) => response.body?.cancel(),
          () => undefined,
        )
        .catch(() => undefined);
      return send(input, init);
    }
    const answer = candidate.response.catch(() => send(input, init));
    return init.signal ? Promise.race([answer, whenAborted(init.signal)]) : answer;
  };
}
