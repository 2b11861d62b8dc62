/** The catalog's "today": fixed so that every run seeds the same catalog. */
export const CATALOG_ANCHOR = '2026-11-20';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` shifted by `days` (negative for the past). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${date}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss`, the server (New York) wall-clock format of schedules and lock dates. */
export function serverTime(date: string, time: string): string {
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}
