import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

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
    <div className="lb-empty lb-empty--favorites">
      <span className="lb-empty__art lb-empty__art--heart" aria-hidden="true">
        <Icon name="heart" size={30} />
      </span>
      <h2 className="lb-empty__title" dir="auto">
        {first ? t('lobby.favorites.empty', { name: first }) : t('lobby.favorites.emptyNoName')}
      </h2>
      <p className="lb-empty__text">{t('lobby.favorites.emptyHint')}</p>
      <PageLink href={browseHref} className={buttonClassName('primary', 'md')}>
        <Icon name="games" />
        {t('lobby.favorites.browse')}
      </PageLink>
    </div>
  );
}
