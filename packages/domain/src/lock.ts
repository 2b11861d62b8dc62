import type { GameLockDetails } from './entities/catalog.ts';
import { nyWallClockToInstant } from './new-york-time.ts';

/** What every lock modal shows: the game's name and pictures. */
export interface LockedGame {
  readonly gameName: string;
  readonly imgPortrait: string | null;
  readonly imgLandscape: string | null;
}

/** The game lock modal to open: VIP only (with live chat), available from a date after signing up, or after a deposit. */
export type LockView =
  | (LockedGame & { readonly kind: 'vip'; readonly liveChat: true })
  | (LockedGame & {
      readonly kind: 'signup';
      /** Instant (epoch ms) the game unlocks, from target_date in New York time; null when unknown. */
      readonly availableFrom: number | null;
      /** Milliseconds left until availableFrom (0 once reached); null when unknown. */
      readonly msUntilAvailable: number | null;
    })
  | (LockedGame & { readonly kind: 'deposit'; readonly depositButton: true });

function lockedGame(details: GameLockDetails): LockedGame {
  const shown = details.display_name?.trim();
  return {
    gameName: shown ? details.display_name : details.game_name,
    imgPortrait: details.img_portrait || null,
    imgLandscape: details.img_landscape || null,
  };
}

/** The modal for a locked game's `details` at `nowMs`. */
export function lockView(details: GameLockDetails, nowMs: number): LockView {
  const game = lockedGame(details);
  switch (details.lock_by) {
    case 'player_class':
      return { ...game, kind: 'vip', liveChat: true };
    case 'signup': {
      const availableFrom = details.target_date ? nyWallClockToInstant(details.target_date) : null;
      const msUntilAvailable = availableFrom === null || !Number.isFinite(nowMs) ? null : Math.max(0, availableFrom - nowMs);
      return { ...game, kind: 'signup', availableFrom, msUntilAvailable };
    }
    case 'deposit':
      return { ...game, kind: 'deposit', depositButton: true };
  }
}
