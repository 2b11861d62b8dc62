import type {
  CasinoConfig,
  DfsSpinPayload,
  DfsValidation,
  Language,
  LimitKind,
  LimitPeriod,
  LimitsState,
  Player,
  PromoTarget,
} from '@lobby/domain';

/** Answer of `getconfig`. */
export interface ConfigAnswer {
  readonly casino: CasinoConfig;
  /** Null for a guest. */
  readonly player: Player | null;
}

/** The favorite toggle: add or remove one game. */
export interface SetFavoriteParams {
  readonly action: 'add' | 'remove';
  /** The game's shortname. */
  readonly game: string;
  readonly provider: string;
}

/** Which locked game to explain. */
export interface GameLockParams {
  readonly shortname: string;
  readonly provider: string;
}

/** What to launch: real money or demo, and in fusion the provider version. */
export interface LaunchGameParams {
  /** The game's shortname. */
  readonly game: string;
  readonly realmoney: boolean;
  readonly provider?: string;
}

/** Which promos to fetch. */
export interface PromosParams {
  readonly lang: Language;
  readonly target: PromoTarget;
  /** Only regular promos (no custom HTML promos). */
  readonly regularOnly?: boolean;
}

/** Which tournaments to fetch. */
export interface TournamentsParams {
  readonly lang: Language;
  /** For the home page lists: sends `home=home`. */
  readonly home?: boolean;
}

/**
 * A daily free spins redeem: the validation answer and the spin result. The spec says only
 * "JSON body DFSvalidation with the spin payload fields"; they are sent merged into one object.
 */
export interface RedeemDfsParams {
  readonly validation: DfsValidation;
  readonly spin: DfsSpinPayload;
}

/** A limit to set: `amount` in currency units (minutes for a session limit), null for none. */
export interface SetLimitParams {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly amount: number | null;
}

/** Answer of `setlimit`: the limits after it, and when the change applies (the controller's clock). */
export interface SetLimitResult {
  readonly state: LimitsState;
  readonly applies: 'now' | 'later';
  /** Epoch ms: the request's time for `now`, the end of the cool-off for `later`. */
  readonly effectiveAt: number;
}

/** A self-exclusion: months from the market's choices, and whether it covers every brand. */
export interface SelfExcludeParams {
  readonly months: number;
  readonly allBrands: boolean;
}
