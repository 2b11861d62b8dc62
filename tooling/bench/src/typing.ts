// Simulated typing: every keystroke of a query through one search function, within a time budget.
import { defaultLobbyOptions } from '@lobby/domain';
import { type Weighted, timed } from './stats.ts';

/** The apps' search options: none of the measured casinos sets its own. */
export const SEARCH_OPTIONS = defaultLobbyOptions;

/** The keystrokes the app searches on: every prefix from `searchMinLength` characters on (shorter ones show default lists). */
export function keystrokes(query: string): string[] {
  const min = SEARCH_OPTIONS.searchMinLength;
  return Array.from({ length: query.length - min + 1 }, (_, i) => query.slice(0, i + min));
}

/** Times of one query typed through one engine. */
export interface Typed {
  readonly times: number[];
  /** Keystrokes measured in a pass, out of `keys`. */
  readonly measured: number;
  readonly passes: number;
  readonly keys: number;
}

/** At least this many keystrokes of a query, however slow the engine. */
const MIN_SAMPLES = 6;

/** `count` indices of 0..n-1, evenly spread, first and last included. */
function spread(n: number, count: number): number[] {
  if (count >= n) return Array.from({ length: n }, (_, i) => i);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (n - 1)) / (count - 1))))];
}

/**
 * Types `query` through `search` as many times as fit in `budgetMs` (1 to `maxPasses`), or, when even
 * one pass would overrun it (Fuse.js takes seconds a keystroke on a 200-character query), once over
 * keystrokes evenly spread across the query (never fewer than MIN_SAMPLES), so slow engines are
 * sampled over the whole query rather than cut short.
 */
export function typeQuery(search: (q: string) => unknown, query: string, maxPasses: number, budgetMs: number): Typed {
  const keys = keystrokes(query);
  const first = keys[0] ?? query;
  const last = keys[keys.length - 1] ?? query;
  search(first); // warm-up
  const perKey = Math.max(1e-3, (timed(() => search(first)).ms + timed(() => search(last)).ms) / 2);
  const passes = Math.min(maxPasses, Math.floor(budgetMs / (perKey * keys.length)));
  const picked =
    passes >= 1 ? keys : spread(keys.length, Math.max(MIN_SAMPLES, Math.floor(budgetMs / perKey))).map((i) => keys[i] as string);
  const times: number[] = [];
  for (let pass = 0; pass < Math.max(1, passes); pass += 1) for (const typed of picked) times.push(timed(() => search(typed)).ms);
  return { times, measured: picked.length, passes: Math.max(1, passes), keys: keys.length };
}

/** All queries' samples with each query weighing the same, so a 200-character paste does not drown the short words. */
export function pooled(typed: readonly Typed[]): Weighted[] {
  return typed.flatMap((t) => t.times.map((value) => ({ value, weight: 1 / t.times.length })));
}
