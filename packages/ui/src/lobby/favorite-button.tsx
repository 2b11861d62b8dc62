import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/** A player's favorite toggle on a card: whether it is a favorite, whether a request is under way. */
export interface CardFavorite {
  active: boolean;
  busy: boolean;
  /** Asked once per press; repeated presses before the owner answers are dropped. */
  onToggle: () => void;
}

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps extends CardFavorite {
  gameName: string;
  className?: string;
}

/** A heart toggle with `aria-pressed`; stays focusable but inert while busy, so a double click sends one request. */
export function FavoriteButton({ gameName, active, busy, onToggle, className }: FavoriteButtonProps) {
  const { t } = useUi();
  const press = useSingleFlight(onToggle, busy, active);
  const label = t(active ? 'lobby.card.favoriteRemove' : 'lobby.card.favoriteAdd', { name: gameName });
  const classes = ['lb-fav', active ? 'lb-fav--active' : '', busy ? 'lb-fav--busy' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={active}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={press}
    >
      <Icon name="heart" size={20} className="lb-fav__icon" />
    </button>
  );
}
