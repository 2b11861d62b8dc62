/** How retried GETs wait between attempts. */
export interface BackoffPolicy {
  /** Delay before the first retry, before jitter. */
  readonly baseMs: number;
  /** Ceiling of the exponential delay. */
  readonly maxMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as `rate_limited` at once. */
  readonly maxRetryAfterMs: number;
}

/** Defaults: 0.5 s, 1 s, 2 s... capped at 8 s; a server asking for over 30 s gets an error instead. */
export const DEFAULT_BACKOFF = { baseMs: 500, maxMs: 8_000, maxRetryAfterMs: 30_000 } as const satisfies BackoffPolicy;

/** Retry-After (delta seconds or an HTTP date) in milliseconds from `nowMs`, or undefined. */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates always name a weekday and month; Date.parse alone reads "1.5" or "-3" as dates.
  if (!/[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * Delay before retry number `attempt` (0-based): exponential with "equal jitter" (half fixed, half
 * random) so clients that failed together do not come back together; never shorter than the
 * server's Retry-After. Null when the server asks for longer than the policy will wait.
 */
export function backoffDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
  policy: BackoffPolicy,
): number | null {
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) return null;
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return Math.round(Math.max(jittered, retryAfterMs ?? 0));
}
