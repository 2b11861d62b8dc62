import { use } from 'react';
import type { ReactNode } from 'react';
import { useUi } from '../ui-context.tsx';
import { ScrollerRows, WindowRows } from './grid-rows.tsx';
import { GridScrollerContext } from './grid-scroller.ts';

/** Shape of the pictures in a grid: landscape (4:3) or portrait (3:4). */
export type CardShape = 'landscape' | 'portrait';

/** Props of {@link GameGrid}. */
export interface GameGridProps<T> {
  games: readonly T[];
  /** A stable key per game (e.g. `provider:shortname`); duplicates are told apart by position. */
  getKey: (game: T) => string;
  /** Renders one card, typically a {@link GameCard}; only the rows near the viewport are rendered. */
  renderCard: (game: T, index: number) => ReactNode;
  /** Accessible name of the list; "Games" by default. */
  label?: string;
  /** A page is being fetched: `aria-busy`, a status line, and skeleton cards while there are no games. */
  loading?: boolean;
  /** Called when the rendered rows come near the end, and again whenever more games arrive while they are. */
  onEndReached?: () => void;
  /** Shown under the list, e.g. a "load more" button. */
  footer?: ReactNode;
  /** Shown instead of the list when there are no games and nothing is loading. */
  emptyState?: ReactNode;
  /** Narrowest a card may get before a column is dropped; 160 px by default. */
  minCardWidth?: number;
  shape?: CardShape;
}

const SKELETON_CARDS = 8;

function GridSkeleton() {
  return (
    <ul className="lb-game-grid__skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index} className="lb-skeleton-card">
          <span className="lb-skeleton-card__media" />
          <span className="lb-skeleton-card__line" />
          <span className="lb-skeleton-card__line lb-skeleton-card__line--short" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A responsive grid of game cards, virtualized by rows against the window scroll (or the scroller a
 * {@link GridScrollerContext} names), so 20,000 games keep only the rows near the viewport in the DOM.
 */
export function GameGrid<T>(props: GameGridProps<T>) {
  const { games, getKey, renderCard, loading = false, emptyState, footer, shape = 'landscape' } = props;
  const { t } = useUi();
  const scroller = use(GridScrollerContext);
  const rows = {
    games,
    getKey,
    renderCard,
    label: props.label ?? t('lobby.grid.label'),
    onEndReached: props.onEndReached,
    minCardWidth: props.minCardWidth ?? 160,
    portrait: shape === 'portrait',
  };
  let content: ReactNode = null;
  if (games.length > 0) content = scroller ? <ScrollerRows {...rows} scroller={scroller} /> : <WindowRows {...rows} />;
  else if (loading) content = <GridSkeleton />;
  else if (emptyState) content = emptyState;
  return (
    <div className={`lb-game-grid lb-game-grid--${shape}`} aria-busy={loading || undefined}>
      {content}
      <p role="status" className="lb-game-grid__status">
        {loading ? (
          <>
            <span className="lb-game-grid__spinner" aria-hidden="true" />
            {t('lobby.grid.loading')}
          </>
        ) : null}
      </p>
      {footer}
    </div>
  );
}
