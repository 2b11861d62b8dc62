/** A game named by its shortname and provider, as favorites and suggestions carry it. */
export interface GameRef {
  readonly shortname: string;
  readonly provider: string;
}

/** A provider, feature, theme or category: id, display name, url slug. */
export interface Taxon {
  readonly id: number;
  readonly name: string;
  readonly shortname: string;
}
/** A game provider. */
export type Provider = Taxon;
/** A game feature (e.g. free spins, bonus buy). */
export type Feature = Taxon;
/** A game theme (e.g. animals, pirates). */
export type Theme = Taxon;
/** A game category (e.g. online-slots). */
export type Category = Taxon;

/** How often a jackpot multiplier window repeats. */
export type RepeatParam = 'one_time' | 'daily' | 'weekly';

/** Weekday names as weekly schedules list them. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** A weekday name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** When a jackpot multiplier is active; all times are server (New York) wall-clock times. */
export interface MultiplierSchedule {
  readonly repeat_param: RepeatParam;
  /** `YYYY-MM-DD HH:mm:ss`, server time; bounds of a one_time window. */
  readonly start_at: string | null;
  readonly end_at: string | null;
  /** `HH:mm`, server time; bounds of a daily window. */
  readonly start_time: string | null;
  readonly end_time: string | null;
  /** Days a weekly multiplier is active. */
  readonly recurrence: readonly Weekday[];
}

/** A jackpot boost: `multiplier` multiplies the jackpot, `boosted` adds `multipliers` as a bonus amount. */
export interface JackpotMultiplier {
  readonly type: 'multiplier' | 'boosted';
  readonly multipliers: number;
  readonly schedule: MultiplierSchedule | null;
}

/** A game of the catalog, normalized. */
export interface Game {
  readonly id: number;
  readonly name: string;
  readonly display_name: string | null;
  readonly shortname: string;
  /** Category shortname. */
  readonly category: string;
  /** Current jackpot amount, or null when the game has none. */
  readonly jackpot: number | null;
  readonly themes: readonly string[];
  readonly features: readonly string[];
  /** Provider shortname. */
  readonly provider: string;
  /** `YYYY-MM-DD`. */
  readonly release_date: string;
  readonly sub_groups: readonly string[];
  readonly game_lock: boolean;
  readonly pre_release: boolean;
  /** 1 for synthetic games. */
  readonly synth: 0 | 1;
  readonly jackpot_multiplier: JackpotMultiplier | null;
  /** Return to player in percent (e.g. 96.2), where the catalog carries it. */
  readonly rtp?: number;
  /** How swingy the game is, where the catalog carries it. */
  readonly volatility?: Volatility;
  /** The highest win as a multiple of the stake, where the catalog carries it. */
  readonly max_win?: number;
  /** The chance of the top win in one round (0 to 1), where the catalog carries it. */
  readonly top_win_probability?: number;
}

/** Game volatility levels. */
export const VOLATILITIES = ['low', 'medium', 'high', 'very_high'] as const;
/** One volatility level. */
export type Volatility = (typeof VOLATILITIES)[number];

/** Everything `getgames` answers: the local game database's content. */
export interface Catalog {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly themes: readonly Theme[];
  readonly features: readonly Feature[];
  readonly categories: readonly Category[];
  readonly total_jackpot: number | null;
}

/** What unlocks a locked game. */
export type LockBy = 'player_class' | 'signup' | 'deposit';

/** Answer of `getgamelockdetails`. */
export interface GameLockDetails {
  readonly lock_by: LockBy;
  readonly visible_event: 'deposit' | 'signup' | null;
  /** `YYYY-MM-DD HH:mm:ss` server time, or null. */
  readonly target_date: string | null;
  readonly display_name: string;
  readonly game_name: string;
  readonly img_portrait: string | null;
  readonly img_landscape: string | null;
}

/** The provider whose single placeholder game stands for the sportsbook; never listed. */
export const SPORTSBOOK_PROVIDER = 'first-sportsbook';
