const SECOND = 1000;

/** Elapsed time as `h:mm:ss` (hours unbounded); a negative span (a clock behind the server's) reads 0:00:00. */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Milliseconds since the session began by the controller's clock: the local clock corrected by
 * the offset seen when the summary arrived (`serverNow` against `receivedAt`).
 */
export function sessionElapsedMs(
  session: { readonly sessionStart: number; readonly serverNow: number },
  receivedAt: number,
  now: number,
): number {
  const serverTime = now + (session.serverNow - receivedAt);
  return Math.max(0, serverTime - session.sessionStart);
}

/** How a net position reads: its sign and its size, for a formatter of unsigned amounts. */
export interface NetPositionView {
  readonly sign: 'up' | 'down' | 'even';
  /** Always 0 or more. */
  readonly magnitude: number;
}

/** The sign and size of a net position; amounts under half a cent are even. */
export function netPositionView(net: number): NetPositionView {
  if (!Number.isFinite(net) || Math.abs(net) < 0.005) return { sign: 'even', magnitude: 0 };
  return { sign: net > 0 ? 'up' : 'down', magnitude: Math.abs(net) };
}
