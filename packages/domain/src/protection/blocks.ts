import type { ProtectionBlock } from '../entities/protection.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The same wall-clock moment `months` calendar months later (UTC), clamped to the month's last day. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** When a break of `days` days taken at `now` ends. */
export function breakEnds(now: number, days: number): number {
  return now + days * DAY;
}

/** When a self-exclusion of `months` months taken at `now` ends. */
export function exclusionEnds(now: number, months: number): number {
  return addMonths(now, months);
}

/** When a panic block of `hours` hours pressed at `now` ends. */
export function panicEnds(now: number, hours: number): number {
  return now + hours * HOUR;
}

/** The block that keeps the player out longest among those still in force at `now`, or null. */
export function activeBlock(blocks: readonly ProtectionBlock[], now: number): ProtectionBlock | null {
  let longest: ProtectionBlock | null = null;
  for (const block of blocks) {
    if (block.until > now && (!longest || block.until > longest.until)) longest = block;
  }
  return longest;
}
