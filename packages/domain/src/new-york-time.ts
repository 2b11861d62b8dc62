import { WEEKDAYS, type Weekday } from './entities/catalog.ts';

/** The server's time zone: schedules, lock dates and the free spins day are New York wall-clock times. */
export const SERVER_TIME_ZONE = 'America/New_York';

/** A wall-clock reading in New York. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: Weekday;
}

const HOUR_MS = 3_600_000;

// Building a DateTimeFormat costs far more than formatting with one: build it once.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// Sorting or filtering thousands of games reads the clock of the same instant over and over.
let lastInstant = Number.NaN;
let lastClock: WallClock | null = null;

function partNumber(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): number {
  return Number(parts.find((part) => part.type === type)?.value);
}

/** The New York wall-clock reading of the instant `ms` (epoch milliseconds); null when `ms` is not a valid time. */
export function nyWallClock(ms: number): WallClock | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const second = Math.floor(ms / 1000) * 1000;
  if (second === lastInstant && lastClock) return lastClock;
  const parts = FORMAT.formatToParts(second);
  const year = partNumber(parts, 'year');
  const month = partNumber(parts, 'month');
  const day = partNumber(parts, 'day');
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'sunday';
  const clock: WallClock = {
    year,
    month,
    day,
    // Some engines print midnight as 24 even with h23.
    hour: partNumber(parts, 'hour') % 24,
    minute: partNumber(parts, 'minute'),
    second: partNumber(parts, 'second'),
    weekday,
  };
  lastInstant = second;
  lastClock = clock;
  return clock;
}

function wallAsUtc(clock: Omit<WallClock, 'weekday'>): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** New York's offset from UTC at instant `ms`, in milliseconds (-5 h in winter, -4 h in summer). */
export function nyOffsetMs(ms: number): number {
  const clock = nyWallClock(ms);
  return clock ? wallAsUtc(clock) - Math.floor(ms / 1000) * 1000 : 0;
}

const WALL_CLOCK_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The parts of a `YYYY-MM-DD HH:mm[:ss]` text, or null when it is not a real calendar time. */
export function parseWallClock(text: string): Omit<WallClock, 'weekday'> | null {
  const match = WALL_CLOCK_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const clock = { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
  if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return null;
  // Date.UTC rolls 02-30 over to March: a round trip that changes the day means no such date.
  const check = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  if (check.getUTCMonth() !== clock.month - 1 || check.getUTCDate() !== clock.day) return null;
  return clock;
}

/**
 * The instant (epoch ms) of a New York wall-clock time `YYYY-MM-DD HH:mm:ss`, or null when unparseable.
 * Like Temporal's `compatible` disambiguation: a time in the skipped spring hour (02:30 on the March
 * switch day) is read with the winter offset, so it lands an hour later (03:30 EDT); a time in the
 * repeated autumn hour (01:30 on the November switch day) means its first occurrence (01:30 EDT).
 */
export function nyWallClockToInstant(text: string): number | null {
  const known = instantCache.get(text);
  if (known !== undefined) return known;
  const instant = resolveInstant(text);
  // Schedules repeat the same few dates across thousands of games; keep the cache bounded all the same.
  if (instantCache.size >= INSTANT_CACHE_MAX) instantCache.clear();
  instantCache.set(text, instant);
  return instant;
}

const INSTANT_CACHE_MAX = 1024;
const instantCache = new Map<string, number | null>();

function resolveInstant(text: string): number | null {
  const clock = parseWallClock(text);
  if (!clock) return null;
  const asUtc = wallAsUtc(clock);
  // Transitions are months apart: the offsets half a day either side cover both readings.
  const before = nyOffsetMs(asUtc - 12 * HOUR_MS);
  const after = nyOffsetMs(asUtc + 12 * HOUR_MS);
  const candidates = [asUtc - before, asUtc - after].filter((instant) => asUtc - nyOffsetMs(instant) === instant);
  if (candidates.length > 0) return Math.min(...candidates);
  return asUtc - before;
}

/** Seconds since New York midnight of a wall-clock reading. */
export function secondOfDay(clock: Pick<WallClock, 'hour' | 'minute' | 'second'>): number {
  return clock.hour * 3600 + clock.minute * 60 + clock.second;
}
