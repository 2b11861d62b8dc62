import { type Game, SPORTSBOOK_PROVIDER } from './entities/catalog.ts';
import type { Variant } from './variant.ts';

/** Who is looking, as far as which games they may see. */
export interface VisibilityContext {
  readonly variant: Pick<Variant, 'guestsSeeSynthetic'>;
  readonly isGuest: boolean;
}

/** What visibility reads of a game. */
export type VisibleGameFields = Pick<Game, 'id' | 'provider' | 'synth'>;

/**
 * Whether `game` may be listed: never the sportsbook placeholder; synthetic games (synth not 0) not
 * to guests where the variant hides them. Pre-release games stay visible: cards flag them from
 * `pre_release` ("coming soon") and they are left out of the new-games flags and section.
 */
export function isGameVisible(game: VisibleGameFields, context: VisibilityContext): boolean {
  if (game.provider === SPORTSBOOK_PROVIDER) return false;
  if (context.isGuest && !context.variant.guestsSeeSynthetic && game.synth !== 0) return false;
  return true;
}

/**
 * The games `context` may see, in catalog order. A repeated id keeps its first occurrence only, so
 * lists can key cards by id.
 */
export function visibleGames<G extends VisibleGameFields>(games: readonly G[], context: VisibilityContext): G[] {
  const seen = new Set<number>();
  const visible: G[] = [];
  for (const game of games) {
    if (seen.has(game.id) || !isGameVisible(game, context)) continue;
    seen.add(game.id);
    visible.push(game);
  }
  return visible;
}
