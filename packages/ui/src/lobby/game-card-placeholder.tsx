/**
 * A card's box while the catalog is on its way: the same picture ratio, name and meta lines as a
 * game card, so the real card takes its place without moving anything.
 */
export function GameCardPlaceholder() {
  return (
    <div className="lb-game-card lb-game-card--placeholder" aria-hidden="true" data-testid="card-placeholder">
      <div className="lb-game-card__media lb-skeleton-card__media" />
      <div className="lb-game-card__body">
        <div className="lb-game-card__name">
          <span className="lb-game-card__label">
            <span className="lb-game-card__shimmer">{'\u00a0'}</span>
          </span>
        </div>
        <p className="lb-game-card__meta">
          <span className="lb-game-card__shimmer lb-game-card__shimmer--short">{'\u00a0'}</span>
        </p>
      </div>
    </div>
  );
}
