import {
  applyFilters,
  FIRST_PAGE,
  type FilterKey,
  type FilterState,
  filterOptions,
  type Game,
  hasActiveFilters,
  hasMore,
  lobbyShowsFilters,
  pageSlice,
  pagingAfter,
  type SortOption,
  sortGames,
  sortOptions,
  toggleFilterValue,
  clearFilter,
  resetFilters,
} from '@lobby/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { selectFilterTaxa } from '@lobby/casino-core';
import { selectLanguage } from '@lobby/casino-core';

/**
 * Sorting, filtering and paging of one list of games (`pageSize` a page, the next asked for at most
 * every `loadMoreDebounceMs`); every change of sort or filters goes back to page 0.
 */
export function useFilteredList(
  games: readonly Game[],
  query: { sort: SortOption; filters: FilterState; update: (change: { sort?: SortOption; filters?: FilterState }) => void },
  nowMs: number,
) {
  const options = useLobbyOptions();
  const taxa = useAppSelector(selectFilterTaxa);
  const language = useAppSelector(selectLanguage);
  const { sort, filters, update } = query;
  const sorted = useMemo(() => sortGames(games, sort, { locale: language, nowMs }), [games, sort, language, nowMs]);
  const filtered = useMemo(() => applyFilters(sorted, filters), [sorted, filters]);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const listIdentity = `${sort}|${JSON.stringify(filters)}|${games.length}`;
  const previous = useRef(listIdentity);
  useEffect(() => {
    if (previous.current === listIdentity) return;
    previous.current = listIdentity;
    setPaging((state) => pagingAfter({ type: 'list-changed' }, state, options));
  }, [listIdentity, options]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadMore = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setPaging((state) => pagingAfter({ type: 'load-more', totalItems: filtered.length }, state, options));
    }, options.loadMoreDebounceMs);
  }, [filtered.length, options]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const groups = useMemo(() => filterOptions(games, taxa, options, language), [games, taxa, options, language]);
  const showFilters = lobbyShowsFilters(games.length, options) && groups.length > 0;
  const setFilters = (next: FilterState) => update({ filters: next });
  return {
    shown: pageSlice(filtered, paging.pagesLoaded, options),
    total: filtered.length,
    hasMore: hasMore(filtered.length, paging.pagesLoaded, options),
    loadMore,
    sortOptions: sortOptions(games),
    groups: showFilters ? groups : [],
    filtersActive: hasActiveFilters(filters),
    toggle: (key: FilterKey, value: string) => setFilters(toggleFilterValue(filters, key, value)),
    clear: (key: FilterKey) => setFilters(clearFilter(filters, key)),
    resetAll: () => setFilters(resetFilters()),
  };
}
