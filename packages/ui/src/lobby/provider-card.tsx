import { memo } from 'react';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { GameThumb } from './game-thumb.tsx';

/** Props of {@link ProviderCard}. */
export interface ProviderCardProps {
  name: string;
  /** Logo address; a missing or broken logo shows the provider's initials. */
  logo?: string | null;
  /** Active games of the provider. */
  gameCount: number;
  /** The provider page. */
  href: string;
}

function ProviderCardView({ name, logo, gameCount, href }: ProviderCardProps) {
  const { t } = useUi();
  const count = Number.isFinite(gameCount) ? Math.max(0, Math.floor(gameCount)) : 0;
  return (
    <div className="lb-provider-card">
      <div className="lb-provider-card__logo">
        <GameThumb src={logo} name={name} fit="contain" />
      </div>
      <p className="lb-provider-card__name" dir="auto">
        {name}
      </p>
      <p className="lb-provider-card__count">{t('lobby.provider.gameCount', { count })}</p>
      <PageLink href={href} className="lb-provider-card__explore" aria-label={t('lobby.provider.exploreLabel', { name })}>
        {t('lobby.provider.explore')}
        <Icon name="chevron-right" size={16} />
      </PageLink>
    </div>
  );
}

/** A provider tile: logo (or initials), name, active game count and an Explore link covering the tile. */
export const ProviderCard = memo(ProviderCardView);

/** Props of {@link ThemeTile}. */
export interface ThemeTileProps {
  name: string;
  /** The theme page, e.g. `/theme/pirates`. */
  href: string;
  /** Artwork; without it the tile is a coloured gradient. */
  image?: string | null;
  /** Games with this theme; shown when given. */
  gameCount?: number;
}

function ThemeTileView({ name, href, image, gameCount }: ThemeTileProps) {
  const { t } = useUi();
  return (
    <div className="lb-theme-tile">
      <GameThumb src={image} name={name} />
      <PageLink href={href} className="lb-theme-tile__link">
        <span className="lb-theme-tile__name" dir="auto">
          {name}
        </span>
        {gameCount === undefined ? null : (
          <span className="lb-theme-tile__count">{t('lobby.provider.gameCount', { count: gameCount })}</span>
        )}
      </PageLink>
    </div>
  );
}

/** A theme tile: artwork or gradient with the theme's name; the whole tile is the link. */
export const ThemeTile = memo(ThemeTileView);
