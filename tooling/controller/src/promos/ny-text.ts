import { nyWallClock } from '@lobby/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** The New York wall-clock text (`YYYY-MM-DD HH:mm:ss`) of an instant, as the PHP controllers send times. */
export function nyText(ms: number): string {
  const c = nyWallClock(ms);
  if (!c) throw new Error(`not a time: ${ms}`);
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}
