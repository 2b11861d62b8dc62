import '@lobby/ui/lists.css';
import type { FilterKey, Game, SortOption } from '@lobby/domain';
import { FilterPanel, GameGrid, NoResults, Page, PageTopBar } from '@lobby/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n/namespaces.ts';
import { useNow } from '../../shared/use-now.ts';
import { GameCardEnvProvider } from '../../shared/games/game-card-env.tsx';
import { LobbyGameCard } from '../../shared/games/lobby-game-card.tsx';
import { useFilteredList } from './use-filtered-list.ts';
import { useListQuery } from './use-list-query.ts';

const SORT_LABELS: Record<SortOption, TextKey<'lists'>> = {
  'name-asc': 'sort.nameAsc',
  'name-desc': 'sort.nameDesc',
  newest: 'sort.newest',
  'top-jackpots': 'sort.topJackpots',
};

const FILTER_LABELS: Record<FilterKey, TextKey<'lists'>> = {
  providers: 'filter.providers',
  features: 'filter.features',
  themes: 'filter.themes',
};

/** Props of {@link GameListView}. */
export interface GameListViewProps {
  title: string;
  games: readonly Game[];
  /** Shown between the top bar and the games (e.g. a provider's blurb). */
  intro?: ReactNode;
  /** Shown when the list itself is empty (before any filter). */
  empty?: ReactNode;
  defaultSort?: SortOption;
}

/** A page of games: title, sort menu, filters (over 20 games), infinite scroll in pages of 50. */
export function GameListView({ title, games, intro, empty, defaultSort }: GameListViewProps) {
  const { t } = useTranslation('lists');
  const nowMs = useNow();
  const query = useListQuery(defaultSort);
  const list = useFilteredList(games, query, nowMs);
  const [filterOpen, setFilterOpen] = useState(false);
  const activeCount = Object.values(query.filters).reduce((sum, values) => sum + values.length, 0);
  return (
    // The cards read the store through this one provider, not one subscription set per card.
    <GameCardEnvProvider>
      <Page>
        <PageTopBar
          title={title}
          sort={{
            options: list.sortOptions.map((id) => ({ id, label: t(SORT_LABELS[id]) })),
            selectedId: query.sort,
            onSelect: (id) => query.update({ sort: id as SortOption }),
          }}
          filter={
            list.groups.length > 0
              ? {
                  open: filterOpen,
                  activeCount,
                  onToggle: () => setFilterOpen((open) => !open),
                  panel: (
                    <FilterPanel
                      groups={list.groups.map((group) => ({
                        key: group.key,
                        label: t(FILTER_LABELS[group.key]),
                        options: group.options,
                        selected: query.filters[group.key],
                        multiColumn: group.multiColumn,
                      }))}
                      onToggle={list.toggle}
                      onAll={list.clear}
                      onReset={list.clear}
                      onResetAll={list.resetAll}
                    />
                  ),
                }
              : undefined
          }
        />
        {intro}
        <GameGrid
          games={list.shown}
          getKey={(game) => `${game.provider}:${game.shortname}:${game.id}`}
          renderCard={(game, index) => <LobbyGameCard game={game} nowMs={nowMs} eager={index < 6} />}
          label={title}
          onEndReached={list.hasMore ? list.loadMore : undefined}
          emptyState={games.length === 0 ? empty : <NoResults variant="filters" onResetAll={list.resetAll} />}
        />
      </Page>
    </GameCardEnvProvider>
  );
}
