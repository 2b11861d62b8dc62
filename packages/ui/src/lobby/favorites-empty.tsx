import { useUi } from '../ui-context.tsx';
import { EmptyState } from './empty-state.tsx';

/** Props of {@link FavoritesEmpty}. */
export interface FavoritesEmptyProps {
  /** The player's first name; without one the greeting leaves it out. */
  name?: string | null;
  /** Where to find games, e.g. `/all-games`. */
  browseHref: string;
}

/** The favorites page with nothing saved: a greeting by first name, a hint about the heart, a link to the games. */
export function FavoritesEmpty({ name, browseHref }: FavoritesEmptyProps) {
  const { t } = useUi();
  const first = name?.trim();
  return (
    <EmptyState
      icon="heart"
      title={first ? t('lobby.favorites.empty', { name: first }) : t('lobby.favorites.emptyNoName')}
      text={t('lobby.favorites.emptyHint')}
      action={{ href: browseHref, label: t('lobby.favorites.browse') }}
    />
  );
}
