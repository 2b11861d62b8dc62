/** Markets whose player-protection rules the lobby knows; `none` is a casino without them. */
export const JURISDICTIONS = ['none', 'ukgc', 'mga', 'ggl', 'ksa', 'agco', 'sga'] as const;
/** One market (the regulator a casino is licensed by). */
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** What a player may limit: gross deposits, net losses, or time logged in. */
export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
/** One kind of limit. */
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The windows a limit counts over: the last 24 hours, 7 days or month (rolling). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** One limit window. */
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A change of a limit that waits for its cool-off. */
export interface PendingLimit {
  /** The new amount (minutes for a session limit), or null for "no limit". */
  readonly amount: number | null;
  /** Epoch ms from which the controller applies it. */
  readonly effectiveAt: number;
}

/** One limit as the controller answers it. */
export interface PlayerLimit {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** Currency units (minutes for `session`), or null when no limit is set. */
  readonly amount: number | null;
  readonly pending: PendingLimit | null;
  /** What counts against it in the current window (currency units or minutes). */
  readonly used: number;
  /** Epoch ms until which the limit is reached, or null when it is not. */
  readonly reachedUntil: number | null;
}

/** Answer of `limits` and `setlimit`. */
export interface LimitsState {
  readonly limits: readonly PlayerLimit[];
  /** Whether the player has been asked for a limit (set one or confirmed the opt-out). */
  readonly firstDepositAnswered: boolean;
}

/** Answer of `session`: where the session's clock and the net position come from. */
export interface SessionSummary {
  /** Epoch ms when this login began. */
  readonly sessionStart: number;
  /** The controller's clock when it answered (epoch ms): the client corrects its own by it. */
  readonly serverNow: number;
  /** Wins minus stakes since the session began, in `currency`. */
  readonly netPosition: number;
  readonly currency: string;
  /** The player's reality-check interval in minutes, or null when off. */
  readonly realityCheckMinutes: number | null;
  /** Epoch ms of the last acknowledged reality check in this session, or null. */
  readonly realityCheckAcknowledgedAt: number | null;
  /** Epoch ms of the last acknowledged activity summary, or null. */
  readonly summaryAcknowledgedAt: number | null;
  /** Epoch ms when the player acknowledged the protection tools popup, or null when never. */
  readonly toolsAcknowledgedAt: number | null;
  /**
   * When the session-time limit ends this session if the player stays (epoch ms, the controller's
   * clock) and until when it then keeps them out; null without a session-time limit.
   */
  readonly sessionLimit: { readonly reachedAt: number; readonly until: number } | null;
}

/** Why an account is closed to play for a while. */
export type ProtectionBlockReason = 'break' | 'exclusion' | 'panic';

/** Answer of `takebreak`, `selfexclude` and `panic`: the block now in force. */
export interface ProtectionBlock {
  readonly reason: ProtectionBlockReason;
  /** Epoch ms when the block ends. */
  readonly until: number;
  /** For a self-exclusion: whether it covers every brand of the operator. */
  readonly allBrands: boolean;
}

/** Money moved in one day (or a whole period). */
export interface ActivityTotals {
  readonly stakes: number;
  readonly wins: number;
  /** Stakes minus wins when positive, else 0. */
  readonly losses: number;
  readonly deposits: number;
  readonly withdrawals: number;
}

/** One day of activity: `YYYY-MM-DD` (UTC) and its totals. */
export interface ActivityDay extends ActivityTotals {
  readonly day: string;
}

/** Answer of `activity`: the last `days` days. */
export interface ActivitySummary {
  readonly days: number;
  /** Epoch ms bounds of the summary. */
  readonly from: number;
  readonly to: number;
  readonly currency: string;
  readonly totals: ActivityTotals;
  readonly byDay: readonly ActivityDay[];
}

/** Kinds of account history entries. */
export const HISTORY_KINDS = [
  'deposit',
  'withdrawal',
  'stake',
  'win',
  'login',
  'logout',
  'limit',
  'reality_check',
  'break',
  'exclusion',
  'panic',
  'summary',
  'tools',
] as const;
/** One kind of account history entry. */
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One line of the account history. */
export interface HistoryEntry {
  /** Epoch ms. */
  readonly at: number;
  readonly kind: HistoryKind;
  /** Money moved (currency units), or null for an event without money. */
  readonly amount: number | null;
  /** The controller's short description (game name, limit change...). */
  readonly detail: string;
}

/** Answer of `history`: the entries within the market's depth, newest first. */
export interface AccountHistory {
  readonly months: number;
  readonly currency: string;
  readonly entries: readonly HistoryEntry[];
}

/** What a player acknowledges: the activity summary, a reality check, or the protection tools popup. */
export type Acknowledgement = 'summary' | 'reality_check' | 'tools';
