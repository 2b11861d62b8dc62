import type { PlayMode } from './launch.ts';
import { type RandomSource, randomIndex } from './random-sample.ts';
import type { LobbyOptions } from './options.ts';

/** The options the fireworks read: the fewest and most whole minutes between two popups. */
export type FireworksOptions = Pick<LobbyOptions, 'fireworksMinMinutes' | 'fireworksMaxMinutes'>;

const MINUTE_MS = 60_000;

/** Whether the loader, reminder and fireworks of a synthetic game apply: synthetic games on real money only. */
export function synthExtrasApply(mode: PlayMode, game: { readonly synth: number }): boolean {
  return mode === 'play' && game.synth === 1;
}

/** The wait before the next fireworks popup: a random whole number of minutes from `fireworksMinMinutes` to `fireworksMaxMinutes`, in ms. */
export function nextFireworksDelayMs(random: RandomSource, options: FireworksOptions): number {
  const span = Math.max(1, options.fireworksMaxMinutes - options.fireworksMinMinutes + 1);
  return (options.fireworksMinMinutes + randomIndex(span, random)) * MINUTE_MS;
}

/** The instants (epoch ms) of the next `count` fireworks popups after `startMs`. */
export function fireworksSchedule(startMs: number, count: number, random: RandomSource, options: FireworksOptions): number[] {
  const times: number[] = [];
  let at = startMs;
  for (let i = 0; i < Math.max(0, Math.floor(count)); i += 1) {
    at += nextFireworksDelayMs(random, options);
    times.push(at);
  }
  return times;
}
