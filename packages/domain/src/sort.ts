import type { Game } from './entities/catalog.ts';
import { effectiveJackpot, hasJackpot } from './jackpots.ts';
import { releaseKey } from './new-games.ts';
import { displayName } from './display-name.ts';

/** The sort menu's options, in menu order. */
export const SORT_OPTIONS = ['name-asc', 'name-desc', 'newest', 'top-jackpots'] as const;
/** One sort option. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What sorting reads of a game. */
export type SortableGame = Pick<Game, 'name' | 'display_name' | 'release_date' | 'jackpot' | 'jackpot_multiplier'>;

/** What sorting needs besides the games: the collation locale and, for jackpots, the current time. */
export interface SortContext {
  readonly locale: string | undefined;
  readonly nowMs: number;
}

/** The sort option `raw` names (e.g. from a `?sort=` parameter), or null. */
export function parseSortOption(raw: unknown): SortOption | null {
  return (SORT_OPTIONS as readonly unknown[]).includes(raw) ? (raw as SortOption) : null;
}

/** The sort options to offer: top-jackpots only when some game has a jackpot. */
export function sortOptions(games: readonly Pick<Game, 'jackpot'>[]): SortOption[] {
  const offered: SortOption[] = ['name-asc', 'name-desc', 'newest'];
  if (games.some(hasJackpot)) offered.push('top-jackpots');
  return offered;
}

interface Keyed<G> {
  readonly game: G;
  readonly name: string;
  readonly number: number;
  readonly text: string;
}

/**
 * `games` sorted by `option` (a new array; equal games keep catalog order). Names are the display
 * names, compared with Intl.Collator in `locale` (case- and accent-insensitive, numbers by value).
 * newest: release_date descending, ties by name (unreadable dates last). top-jackpots: effective
 * jackpot at `nowMs` descending, games without one last, ties by name.
 */
export function sortGames<G extends SortableGame>(games: readonly G[], option: SortOption, context: SortContext): G[] {
  const collator = collatorFor(context.locale);
  // Keys are computed once per game, not once per comparison.
  const keyed: Keyed<G>[] = games.map((game) => ({
    game,
    name: displayName(game),
    number: option === 'top-jackpots' ? (effectiveJackpot(game, context.nowMs)?.amount ?? -1) : 0,
    text: option === 'newest' ? releaseKey(game) : '',
  }));
  const byName = (a: Keyed<G>, b: Keyed<G>) => collator.compare(a.name, b.name);
  const compare: Record<SortOption, (a: Keyed<G>, b: Keyed<G>) => number> = {
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
    newest: (a, b) => (a.text === b.text ? byName(a, b) : a.text < b.text ? 1 : -1),
    'top-jackpots': (a, b) => b.number - a.number || byName(a, b),
  };
  return keyed.sort(compare[option]).map((entry) => entry.game);
}

const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string | undefined): Intl.Collator {
  const key = locale ?? '';
  let collator = collators.get(key);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    } catch {
      collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    }
    if (collators.size > 16) collators.clear();
    collators.set(key, collator);
  }
  return collator;
}
