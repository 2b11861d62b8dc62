import type { Game, LockBy, Taxon } from '@lobby/domain';
import { addDays, serverTime } from './dates.ts';

/** A game as the controller sends it: flags as 0/1, like the PHP controllers. */
export type WireGame = Omit<Game, 'game_lock' | 'pre_release'> & {
  readonly game_lock: 0 | 1;
  readonly pre_release: 0 | 1;
};

/** What unlocks a locked game, as `getgamelockdetails` reports it. */
export interface LockSeed {
  readonly lock_by: LockBy;
  readonly visible_event: 'deposit' | 'signup' | null;
  readonly target_date: string | null;
}

/** Why `gamelauncher` refuses a game whatever the player: each is the launch error code it answers. */
export const LAUNCH_BLOCKS = ['mobile_only', 'maintenance'] as const;
/** One of {@link LAUNCH_BLOCKS}. */
export type LaunchBlock = (typeof LAUNCH_BLOCKS)[number];

/** A seeded game: the wire game plus what only the server knows. */
export interface SeedGame extends WireGame {
  readonly lock: LockSeed | null;
  /** The asset route answers 404 for its artwork, to exercise broken images. */
  readonly artMissing: boolean;
  /** The launcher answers this error code instead of a game. */
  readonly launchBlock: LaunchBlock | null;
}

/** A whole seeded catalog of one casino. */
export interface CatalogData {
  readonly providers: readonly Taxon[];
  readonly themes: readonly Taxon[];
  readonly features: readonly Taxon[];
  readonly categories: readonly Taxon[];
  readonly subGroups: readonly Taxon[];
  readonly games: readonly SeedGame[];
}

/** The lock details of each lock kind, dated from the catalog anchor. */
export function lockSeed(kind: LockBy, anchor: string): LockSeed {
  if (kind === 'signup') return { lock_by: 'signup', visible_event: 'signup', target_date: serverTime(addDays(anchor, 14), '12:00:00') };
  if (kind === 'deposit') return { lock_by: 'deposit', visible_event: 'deposit', target_date: null };
  return { lock_by: 'player_class', visible_event: null, target_date: null };
}
