import '@lobby/ui/lists.css';
import {
  activeFilterCount,
  applyFilters,
  filterOptions,
  type FilterKey,
  type FilterState,
  randomSample,
  resetFilters,
  resolveRecentGames,
  searchGames,
  searchShowsFilters,
  isSearchable,
  toggleFilterValue,
  clearFilter,
} from '@lobby/domain';
import { FilterPanel, GameGrid, GameRail, NoResults, SearchModal } from '@lobby/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useNow } from '../../shared/use-now.ts';
import type { TextKey } from '../../shared/i18n/namespaces.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { selectFilterTaxa, selectSearchIndex } from '@lobby/casino-core';
import { selectMarketGames } from '@lobby/casino-core';
import { selectLanguage } from '@lobby/casino-core';
import { GameCardEnvProvider } from '../../shared/games/game-card-env.tsx';
import { LobbyGameCard } from '../../shared/games/lobby-game-card.tsx';

const FILTER_LABELS: Record<FilterKey, TextKey<'lists'>> = {
  providers: 'filter.providers',
  features: 'filter.features',
  themes: 'filter.themes',
};

/** The search modal: `searchMinLength` characters on, `searchDelayMs` after typing stops; recent and popular games while empty. */
export function SearchHost({ open, onClose }: { open: boolean; onClose: () => void }) {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  const deps = useDeps();
  const nowMs = useNow();
  const games = useAppSelector(selectMarketGames);
  const index = useAppSelector(selectSearchIndex);
  const taxa = useAppSelector(selectFilterTaxa);
  const language = useAppSelector(selectLanguage);
  const recentRefs = useAppSelector((state) => state.recent.games);
  const options = useLobbyOptions();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<FilterState>(resetFilters());
  const settled = useDebounced(query, options.searchDelayMs);
  const searching = isSearchable(settled, options);
  const results = useMemo(() => (searching ? searchGames(index, settled, options) : []), [index, settled, searching, options]);
  const shown = useMemo(() => applyFilters(results, filters), [results, filters]);
  const groups = useMemo(
    () => (searchShowsFilters(settled, results.length, options) ? filterOptions(results, taxa, options, language) : []),
    [settled, results, taxa, language, options],
  );
  const popular = useMemo(
    () => randomSample(games, options.popularLobbySampleSize, deps.random),
    [games, deps, options.popularLobbySampleSize],
  );
  const recent = useMemo(() => resolveRecentGames(recentRefs, games), [recentRefs, games]);
  const card = useMemo(
    () => (game: (typeof games)[number]) => (
      <LobbyGameCard key={`${game.provider}:${game.shortname}:${game.id}`} game={game} nowMs={nowMs} />
    ),
    [nowMs],
  );
  // The same elements while only the query changes: a keystroke renders the input, not the
  // rails, filters or results under it.
  const defaultContent = useMemo(
    () => (
      <>
        {recent.length > 0 ? <GameRail title={t('search.recent')}>{recent.map(card)}</GameRail> : null}
        <GameRail title={t('search.popular')}>{popular.map(card)}</GameRail>
      </>
    ),
    [recent, popular, card, t],
  );
  const filterPanel = useMemo(
    () =>
      groups.length > 0 ? (
        <FilterPanel
          groups={groups.map((group) => ({
            key: group.key,
            label: t(FILTER_LABELS[group.key]),
            options: group.options,
            selected: filters[group.key],
            multiColumn: group.multiColumn,
          }))}
          onToggle={(key, value) => setFilters((state) => toggleFilterValue(state, key, value))}
          onAll={(key) => setFilters((state) => clearFilter(state, key))}
          onReset={(key) => setFilters((state) => clearFilter(state, key))}
          onResetAll={() => setFilters(resetFilters())}
        />
      ) : undefined,
    [groups, filters, t],
  );
  const resultsView = useMemo(
    () =>
      searching ? (
        shown.length > 0 ? (
          <GameGrid
            games={shown}
            getKey={(game) => `${game.provider}:${game.shortname}:${game.id}`}
            renderCard={(game) => card(game)}
            label={t('page.allGames')}
          />
        ) : results.length > 0 ? (
          <NoResults variant="filters" onResetAll={() => setFilters(resetFilters())} />
        ) : (
          <NoResults variant="search" query={settled} />
        )
      ) : undefined,
    [searching, shown, results, settled, card, t],
  );

  const changeQuery = (next: string) => {
    setQuery(next);
    setFilters(resetFilters());
  };
  return (
    // The cards read the store through this one provider, not one subscription set per card.
    <GameCardEnvProvider>
      <SearchModal
        open={open}
        onClose={onClose}
        query={query}
        onQueryChange={changeQuery}
        busy={query !== settled && isSearchable(query, options)}
        minLength={options.searchMinLength}
        resultCount={searching ? shown.length : null}
        defaultContent={defaultContent}
        filters={filterPanel}
        activeFilterCount={activeFilterCount(filters)}
        results={resultsView}
      />
    </GameCardEnvProvider>
  );
}
