import { displayName, favoritesPageGames } from '@lobby/domain';
import { FavoritesEmpty } from '@lobby/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { GameListView } from './game-list-view.tsx';
import { takePendingFavorite } from './pending-favorite.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { favoriteAddRequested } from '@lobby/casino-core';
import { selectMarketGames } from '@lobby/casino-core';
import { selectFavorites, selectPlayer } from '@lobby/casino-core';

function FavoritesList() {
  const { t } = useTranslation('lists');
  const dispatch = useAppDispatch();
  const deps = useDeps();
  const player = useAppSelector(selectPlayer);
  const favorites = useAppSelector(selectFavorites);
  const games = useAppSelector(selectMarketGames);

  // A favorite asked for with ?fav= (possibly before a login) is added on arrival here, once the
  // player and the catalog are known: taken earlier, it would be lost on a slow load.
  useEffect(() => {
    if (!player || games.length === 0) return;
    const pending = takePendingFavorite(deps.session);
    if (!pending) return;
    const game = games.find(
      (item) => item.shortname === pending.shortname && (pending.provider === null || item.provider === pending.provider),
    );
    if (game) dispatch(favoriteAddRequested({ game: { shortname: game.shortname, provider: game.provider }, name: displayName(game) }));
  }, [deps, dispatch, games, player]);

  return (
    <GameListView
      title={t('page.favorites')}
      games={favoritesPageGames(games, favorites)}
      defaultSort="newest"
      empty={<FavoritesEmpty name={player?.fname} browseHref="/all-games" />}
    />
  );
}

/** /favorites: the player's favorites, newest release first. */
export const FavoritesPage = guardedPage({ name: 'favorites' }, FavoritesList, EN_LISTS);
