import type {
  Catalog,
  Game,
  GameLockDetails,
  Volatility,
  GameRef,
  JackpotMultiplier,
  MultiplierSchedule,
  Taxon,
  Weekday,
} from '@lobby/domain';
import { VOLATILITIES, WEEKDAYS } from '@lobby/domain';
import * as v from 'valibot';
import { lenientList, optionalList, type DropSink } from './lists.ts';
import {
  amount,
  bit,
  emptyOr,
  integer,
  lenientFlag,
  number,
  oneOf,
  oneOfOr,
  optionalObject,
  requiredText,
  stringList,
  text,
  textOrNull,
} from './primitives.ts';
import { dateOnly, dateTimeOrNull, timeOrNull } from './dates.ts';

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

const scheduleSchema: v.GenericSchema<unknown, MultiplierSchedule> = v.object({
  repeat_param: oneOf(['one_time', 'daily', 'weekly'] as const),
  start_at: dateTimeOrNull(),
  end_at: dateTimeOrNull(),
  start_time: timeOrNull(),
  end_time: timeOrNull(),
  recurrence: v.pipe(
    stringList(),
    v.transform((days) => days.map((day) => day.trim().toLowerCase()).filter(isWeekday)),
  ),
});

// An unknown type or repeat rule cannot be shown correctly, so the whole multiplier is dropped
// (the game is kept without a boost) rather than guessed; a missing schedule means always on.
const multiplierSchema: v.GenericSchema<unknown, JackpotMultiplier> = v.object({
  type: oneOf(['multiplier', 'boosted'] as const),
  multipliers: number(),
  schedule: emptyOr(scheduleSchema),
});

/** A game reference; the provider may be empty on single-provider casinos. */
export const gameRefSchema: v.GenericSchema<unknown, GameRef> = v.object({
  shortname: requiredText(),
  provider: text(),
});

/** De-duplication key of a game reference. */
export const gameRefKey = (ref: GameRef): string => `${ref.provider}\u0000${ref.shortname}`;

const inRange = (input: unknown, min: number, max: number): number | undefined => {
  const value = typeof input === 'number' ? input : typeof input === 'string' && input.trim() !== '' ? Number(input.trim()) : Number.NaN;
  return Number.isFinite(value) && value > min && value <= max ? value : undefined;
};

function toVolatility(input: unknown): Volatility | undefined {
  if (typeof input !== 'string') return undefined;
  const wanted = input
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return VOLATILITIES.find((level) => level === wanted);
}

/** The optional game info fields, each kept only when it makes sense (an RTP over 100 % does not). */
function gameInfo(raw: { rtp?: unknown; volatility?: unknown; max_win?: unknown; top_win_probability?: unknown }) {
  const info: { rtp?: number; volatility?: Volatility; max_win?: number; top_win_probability?: number } = {};
  const rtp = inRange(raw.rtp, 0, 100);
  const volatility = toVolatility(raw.volatility);
  const maxWin = inRange(raw.max_win, 0, Number.MAX_SAFE_INTEGER);
  const topWin = inRange(raw.top_win_probability, 0, 1);
  if (rtp !== undefined) info.rtp = rtp;
  if (volatility !== undefined) info.volatility = volatility;
  if (maxWin !== undefined) info.max_win = maxWin;
  if (topWin !== undefined) info.top_win_probability = topWin;
  return info;
}

/** One catalog game: a missing shortname or id drops it; other odd fields are repaired. */
export const gameSchema: v.GenericSchema<unknown, Game> = v.pipe(
  v.object({
    shortname: requiredText(),
    id: integer(),
    name: text(),
    display_name: textOrNull(),
    category: text(),
    jackpot: amount(),
    themes: stringList(),
    features: stringList(),
    provider: text(),
    release_date: dateOnly(),
    sub_groups: stringList(),
    game_lock: lenientFlag(),
    pre_release: lenientFlag(),
    synth: bit(),
    jackpot_multiplier: optionalObject(multiplierSchema),
    rtp: v.optional(v.unknown()),
    volatility: v.optional(v.unknown()),
    max_win: v.optional(v.unknown()),
    top_win_probability: v.optional(v.unknown()),
  }),
  v.transform(({ rtp, volatility, max_win, top_win_probability, ...game }) => ({
    ...game,
    ...gameInfo({ rtp, volatility, max_win, top_win_probability }),
    name: game.name.trim() === '' ? game.shortname : game.name,
  })),
);

/** A provider, theme, feature or category. */
export const taxonSchema: v.GenericSchema<unknown, Taxon> = v.pipe(
  v.object({ shortname: requiredText(), id: integer(), name: text() }),
  v.transform((taxon) => ({ id: taxon.id, name: taxon.name.trim() === '' ? taxon.shortname : taxon.name, shortname: taxon.shortname })),
);

const taxa = (label: string, sink: DropSink | undefined) => optionalList(taxonSchema, { label, sink, key: (t) => t.shortname });

/** The `getgames` answer; bad games are dropped and duplicate ids keep the first; a missing or null games list fails the answer (missing taxonomies are empty). */
export const catalogSchema = (sink?: DropSink): v.GenericSchema<unknown, Catalog> =>
  v.object({
    games: lenientList(gameSchema, { label: 'games', sink, key: (game) => game.id }),
    providers: taxa('providers', sink),
    themes: taxa('themes', sink),
    features: taxa('features', sink),
    categories: taxa('categories', sink),
    total_jackpot: amount(),
  });

/** The `getgamelockdetails` answer. An unknown `lock_by` fails: no lock modal fits it. */
export const lockDetailsSchema: v.GenericSchema<unknown, GameLockDetails> = v.object({
  lock_by: v.pipe(
    v.unknown(),
    // The spec's prose says "signup event" and "deposit event".
    v.transform((value) => (typeof value === 'string' ? value.replace(/[_ ]event$/i, '') : value)),
    oneOf(['player_class', 'signup', 'deposit'] as const),
  ),
  visible_event: oneOfOr(['deposit', 'signup'] as const, null),
  target_date: dateTimeOrNull(),
  display_name: text(),
  game_name: text(),
  img_portrait: textOrNull(),
  img_landscape: textOrNull(),
});
