import type { PlayMode } from './launch.ts';
import { type RandomSource, randomIndex } from './random-sample.ts';
import { defaultLobbyOptions } from './options.ts';

/** A synthetic game shows its reminder image this long after it starts. */
export const SYNTH_REMINDER_MS: number = defaultLobbyOptions.synthReminderMs;
/** Fewest whole minutes between two fireworks popups. */
export const FIREWORKS_MIN_MINUTES: number = defaultLobbyOptions.fireworksMinMinutes;
/** Most whole minutes between two fireworks popups. */
export const FIREWORKS_MAX_MINUTES: number = defaultLobbyOptions.fireworksMaxMinutes;

const MINUTE_MS = 60_000;

/** Whether the loader, reminder and fireworks of a synthetic game apply: synthetic games on real money only. */
export function synthExtrasApply(mode: PlayMode, game: { readonly synth: number }): boolean {
  return mode === 'play' && game.synth === 1;
}

/** The wait before the next fireworks popup: a random whole number of minutes from 1 to 2, in ms. */
export function nextFireworksDelayMs(random: RandomSource): number {
  const span = FIREWORKS_MAX_MINUTES - FIREWORKS_MIN_MINUTES + 1;
  return (FIREWORKS_MIN_MINUTES + randomIndex(span, random)) * MINUTE_MS;
}

/** The instants (epoch ms) of the next `count` fireworks popups after `startMs`. */
export function fireworksSchedule(startMs: number, count: number, random: RandomSource): number[] {
  const times: number[] = [];
  let at = startMs;
  for (let i = 0; i < Math.max(0, Math.floor(count)); i += 1) {
    at += nextFireworksDelayMs(random);
    times.push(at);
  }
  return times;
}
