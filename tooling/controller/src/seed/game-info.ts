import type { Volatility } from '@lobby/domain';
import type { SeedGame } from './catalog-types.ts';
import { createRng } from './prng.ts';

/** The optional game info fields a seeded game carries. */
export interface GameInfo {
  readonly rtp?: number;
  readonly volatility?: Volatility;
  readonly max_win?: number;
  readonly top_win_probability?: number;
}

const VOLATILITY_WEIGHTS: readonly (readonly [Volatility, number])[] = [
  ['low', 2],
  ['medium', 4],
  ['high', 3],
  ['very_high', 1],
];

const MAX_WIN_BY_VOLATILITY: Readonly<Record<Volatility, readonly [number, number]>> = {
  low: [500, 2_000],
  medium: [2_000, 10_000],
  high: [5_000, 25_000],
  very_high: [10_000, 100_000],
};

/**
 * The game info of one seeded game, drawn from its own seed so the rest of the catalog stays as it
 * was: slots carry all four fields, other games their RTP only, and one game in twelve none (a
 * catalog need not carry them).
 */
export function drawGameInfo(seed: string, game: Pick<SeedGame, 'shortname' | 'provider' | 'category'>): GameInfo {
  const rng = createRng(`${seed}:info:${game.shortname}:${game.provider}`);
  if (rng.int(1, 12) === 1) return {};
  const rtp = Math.round((92 + rng.next() * 6) * 100) / 100;
  if (game.category !== 'online-slots' && game.category !== 'slots') return { rtp };
  let roll = rng.next() * VOLATILITY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let volatility: Volatility = 'medium';
  for (const [level, weight] of VOLATILITY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) {
      volatility = level;
      break;
    }
  }
  const [low, high] = MAX_WIN_BY_VOLATILITY[volatility];
  const maxWin = Math.round(rng.int(low, high) / 100) * 100;
  // A top win about as rare as its size says: a 10,000x win about once in 20 million rounds.
  const topWin = Number((1 / (maxWin * rng.int(500, 5_000))).toPrecision(3));
  return { rtp, volatility, max_win: maxWin, top_win_probability: topWin };
}
