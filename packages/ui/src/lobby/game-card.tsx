import { memo } from 'react';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { type CardFavorite, FavoriteButton } from './favorite-button.tsx';
import { CardFlags, type CardJackpot, JackpotChip } from './game-card-badges.tsx';
import { GameThumb } from './game-thumb.tsx';
import { LobbyGlyph } from './lobby-glyph.tsx';
import { sameProps } from './same-props.ts';

/** Props of {@link GameCard}. */
export interface GameCardProps {
  /** The name to show (display name, else name). */
  name: string;
  thumbnail: string | null;
  /** The casino's default thumbnail, tried when `thumbnail` fails to load. */
  fallbackThumbnail?: string | null;
  /** Where playing leads (the play page, or a login that returns to it). */
  href: string;
  /** A demo link, where the variant and role allow one. */
  demoHref?: string;
  /** Provider display name. */
  provider?: string;
  isNew?: boolean;
  preRelease?: boolean;
  jackpot?: CardJackpot | null;
  /** Players only: the heart toggle. */
  favorite?: CardFavorite;
  /** A locked game: the card opens the lock details instead of playing. */
  locked?: { onOpen: () => void };
  /** A game the catalog describes (RTP, volatility...): a small button opens its info panel. */
  info?: { onOpen: () => void };
  /** Told when the play link is followed, e.g. to remember a recent game. */
  onPlay?: () => void;
  /** Loads the picture at once, with high priority; for the first cards above the fold. */
  eager?: boolean;
  /** The picture's own size in px, given to the image so its shape is known before it loads. */
  thumbnailSize?: { readonly width: number; readonly height: number };
}

function CardAction({ name, href, locked, onPlay }: Pick<GameCardProps, 'name' | 'href' | 'locked' | 'onPlay'>) {
  const { t } = useUi();
  if (locked) {
    return (
      <button type="button" className="lb-game-card__action" aria-label={t('lobby.card.lockedLabel', { name })} onClick={locked.onOpen}>
        <span className="lb-game-card__label">{name}</span>
      </button>
    );
  }
  return (
    <PageLink href={href} className="lb-game-card__action" onClick={onPlay}>
      <span className="lb-game-card__label">{name}</span>
    </PageLink>
  );
}

function GameCardView(props: GameCardProps) {
  const { name, thumbnail, fallbackThumbnail, demoHref, provider, jackpot, favorite, locked, info, eager, thumbnailSize } = props;
  const { t } = useUi();
  return (
    <div className={`lb-game-card${locked ? ' lb-game-card--locked' : ''}`}>
      <div className="lb-game-card__media">
        <GameThumb src={thumbnail} fallbackSrc={fallbackThumbnail} name={name} eager={eager} size={thumbnailSize} />
        <span className="lb-game-card__hover" aria-hidden="true">
          <LobbyGlyph name={locked ? 'lock' : 'play'} size={22} className="lb-game-card__hover-icon" />
        </span>
        <CardFlags isNew={props.isNew} preRelease={props.preRelease} />
        {jackpot ? <JackpotChip jackpot={jackpot} /> : null}
        {locked ? (
          <span className="lb-game-card__lock" aria-hidden="true">
            <LobbyGlyph name="lock" size={16} className="lb-game-card__lock-icon" />
            {t('lobby.card.locked')}
          </span>
        ) : null}
      </div>
      <div className="lb-game-card__body">
        <div className="lb-game-card__name" dir="auto">
          <CardAction name={name} href={props.href} locked={locked} onPlay={props.onPlay} />
        </div>
        {provider || (demoHref && !locked) || info ? (
          <p className="lb-game-card__meta">
            {provider ? (
              <span className="lb-game-card__provider" dir="auto">
                {provider}
              </span>
            ) : null}
            {demoHref && !locked ? (
              <PageLink href={demoHref} className="lb-game-card__demo" aria-label={t('lobby.card.demoLabel', { name })}>
                {t('lobby.card.demo')}
              </PageLink>
            ) : null}
            {info ? (
              <button type="button" className="lb-game-card__info" aria-label={t('lobby.card.info', { name })} onClick={info.onOpen}>
                <Icon name="info" size={16} />
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {favorite ? <FavoriteButton className="lb-game-card__fav" gameName={name} {...favorite} /> : null}
    </div>
  );
}

/**
 * A game tile: picture (with fallbacks), name, provider, badges, favorite toggle, lock state. The
 * name is the one focus target and its hit area covers the whole card. Memoized; callbacks are
 * compared by presence only, so pass callbacks that act on this card's game.
 */
export const GameCard = memo(GameCardView, (prev, next) =>
  sameProps(prev as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>),
);
