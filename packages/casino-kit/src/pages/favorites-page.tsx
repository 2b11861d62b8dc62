import { displayName, favoritesPageGames } from '@lobby/domain';
import { FavoritesEmpty } from '@lobby/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeps } from '../app/deps-context.tsx';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { EN_LISTS } from '../i18n/parts/lists.ts';
import { GameListView } from '../lobby/game-list-view.tsx';
import { takePendingFavorite } from '../lobby/pending-favorite.ts';
import { Guarded } from '../routes/guard.tsx';
import { favoriteAddRequested } from '../store/favorites.ts';
import { selectVisibleGames } from '../store/lobby-selectors.ts';
import { selectPlayer } from '../store/selectors.ts';

function FavoritesList() {
  const { t } = useTranslation('lists');
  const dispatch = useAppDispatch();
  const deps = useDeps();
  const player = useAppSelector(selectPlayer);
  const favorites = useAppSelector((state) => state.account.favorites);
  const games = useAppSelector(selectVisibleGames);

  // A favorite asked for with ?fav= (possibly before a login) is added on arrival here.
  useEffect(() => {
    const pending = takePendingFavorite(deps.session);
    if (!pending) return;
    const game = games.find(
      (item) => item.shortname === pending.shortname && (pending.provider === null || item.provider === pending.provider),
    );
    if (game) dispatch(favoriteAddRequested({ game: { shortname: game.shortname, provider: game.provider }, name: displayName(game) }));
  }, [deps, dispatch, games]);

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
export function FavoritesPage() {
  useTexts(EN_LISTS);
  return (
    <Guarded route={{ name: 'favorites' }}>
      <FavoritesList />
    </Guarded>
  );
}
