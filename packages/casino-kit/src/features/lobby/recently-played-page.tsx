import '@lobby/ui/lists.css';
import { keepPlayingGames } from '@lobby/domain';
import { EmptyState, GameGrid, Page, PageTopBar } from '@lobby/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/hooks.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { GameCardEnvProvider } from '../../shared/games/game-card-env.tsx';
import { LobbyGameCard } from '../../shared/games/lobby-game-card.tsx';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useNow } from '../../shared/use-now.ts';
import { selectIsGuest, selectMarketGames } from '@lobby/casino-core';

function RecentlyPlayedList() {
  const { t } = useTranslation('lists');
  const games = useAppSelector(selectMarketGames);
  const recent = useAppSelector((state) => state.recent.games);
  const isGuest = useAppSelector(selectIsGuest);
  const options = useLobbyOptions();
  const nowMs = useNow();
  // The same games as the home's Keep playing row, in the order played: no sort menu, no filters.
  const played = useMemo(() => keepPlayingGames(recent, games, isGuest, options), [recent, games, isGuest, options]);
  const title = t('page.recentlyPlayed');
  return (
    // The cards read the store through this one provider, not one subscription set per card.
    <GameCardEnvProvider>
      <Page>
        <PageTopBar title={title} />
        <GameGrid
          games={played}
          getKey={(game) => `${game.provider}:${game.shortname}:${game.id}`}
          renderCard={(game, index) => <LobbyGameCard game={game} nowMs={nowMs} eager={index < 6} />}
          label={title}
          emptyState={
            <EmptyState
              icon="clock"
              title={t('recent.emptyTitle')}
              text={t('recent.emptyText')}
              action={{ href: '/all-games', label: t('recent.browse') }}
            />
          }
        />
      </Page>
    </GameCardEnvProvider>
  );
}

/** /recently-played: the games of the home's Keep playing, all of them; players only (a guest logs in and comes back). */
export const RecentlyPlayedPage = guardedPage({ name: 'recently-played' }, RecentlyPlayedList, EN_LISTS);
