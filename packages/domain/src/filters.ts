import type { Game, Taxon } from './entities/catalog.ts';
import { countByTaxon, type TaxonField } from './taxon-counts.ts';
import type { LobbyOptions } from './options.ts';

/** The three filters, in panel order. */
export const FILTER_KEYS = ['providers', 'features', 'themes'] as const;
/** One filter of the panel. */
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Selected values (slugs) per filter; an empty list means "All". */
export type FilterState = { readonly [K in FilterKey]: readonly string[] };

/** What filtering reads of a game. */
export type FilterableGame = Pick<Game, TaxonField>;

/** One option of a filter: the slug, the label to show, and how many games carry it. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** A filter worth offering: its options and whether they need a multi-column list. */
export interface FilterGroup {
  readonly key: FilterKey;
  readonly options: readonly FilterOption[];
  readonly multiColumn: boolean;
}

/** The taxa that name filter options. */
export type FilterTaxa = { readonly [K in FilterKey]: readonly Taxon[] };

const FIELD: Readonly<Record<FilterKey, TaxonField>> = { providers: 'provider', features: 'features', themes: 'themes' };

const NO_FILTERS: FilterState = { providers: [], features: [], themes: [] };

/** The state with nothing selected: every filter on "All". */
export function resetFilters(): FilterState {
  return NO_FILTERS;
}

/** Whether any filter has a selection. */
export function hasActiveFilters(filters: FilterState): boolean {
  return FILTER_KEYS.some((key) => filters[key].length > 0);
}

/** How many options are selected across the filters: the count a Filter button shows. */
export function activeFilterCount(filters: FilterState): number {
  return FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
}

/** `filters` with `value` selected in `key`, or deselected (every copy removed) when it already was. */
export function toggleFilterValue(filters: FilterState, key: FilterKey, value: string): FilterState {
  const current = filters[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next };
}

/** `filters` with one filter back on "All". */
export function clearFilter(filters: FilterState, key: FilterKey): FilterState {
  return filters[key].length === 0 ? filters : { ...filters, [key]: [] };
}

function carries(game: FilterableGame, key: FilterKey, wanted: readonly string[]): boolean {
  if (key === 'providers') return wanted.includes(game.provider);
  const values = game[key];
  return Array.isArray(values) && values.some((value) => wanted.includes(value));
}

/** Whether `game` passes: for every filter with a selection it carries at least one selected value. */
export function matchesFilters(game: FilterableGame, filters: FilterState): boolean {
  return FILTER_KEYS.every((key) => filters[key].length === 0 || carries(game, key, filters[key]));
}

/** The games that pass `filters` (any-of within a filter, all-of across filters), in their order. */
export function applyFilters<G extends FilterableGame>(games: readonly G[], filters: FilterState): G[] {
  if (!hasActiveFilters(filters)) return [...games];
  return games.filter((game) => matchesFilters(game, filters));
}

/**
 * The filters worth offering for `games`: each with the options its games carry, counted and sorted
 * by label (`locale` collation), the sportsbook provider left out. A filter with fewer than two
 * options is not offered. A slug missing from `taxa` is still offered, labelled with the slug.
 */
export function filterOptions(
  games: readonly FilterableGame[],
  taxa: FilterTaxa,
  options: Pick<LobbyOptions, 'multiColumnMinOptions'>,
  locale?: string,
): FilterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups: FilterGroup[] = [];
  for (const key of FILTER_KEYS) {
    const names = new Map(taxa[key].map((taxon) => [taxon.shortname, taxon.name] as const));
    const offered = [...countByTaxon(games, FIELD[key])]
      .map(([value, count]) => ({ value, label: names.get(value) ?? value, count }))
      .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
    if (offered.length > 1) groups.push({ key, options: offered, multiColumn: usesMultiColumn(offered.length, options) });
  }
  return groups;
}

/** Whether the lobby shows its filter panel for a catalog of `totalGames`: more than `lobbyFilterMinGames`. */
export function lobbyShowsFilters(totalGames: number, options: Pick<LobbyOptions, 'lobbyFilterMinGames'>): boolean {
  return totalGames > options.lobbyFilterMinGames;
}

/** Whether search shows filters for `query` with `resultCount` results: a query, and more than `searchFilterMinResults`. */
export function searchShowsFilters(query: string, resultCount: number, options: Pick<LobbyOptions, 'searchFilterMinResults'>): boolean {
  return query.trim().length > 0 && resultCount > options.searchFilterMinResults;
}

/** Whether a list of `count` options is laid out in several columns: more than `multiColumnMinOptions`. */
export function usesMultiColumn(count: number, options: Pick<LobbyOptions, 'multiColumnMinOptions'>): boolean {
  return count > options.multiColumnMinOptions;
}
