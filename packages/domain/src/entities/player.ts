import type { GameRef } from './catalog.ts';

/** The balance set of a player; `null` is an amount the server did not send (shown as ---). */
export interface Balances {
  readonly balance: number | null;
  readonly currency_code: string;
  readonly fun_money: number | null;
  readonly real: number | null;
  readonly bonus: number | null;
  readonly withdrawable: number | null;
  readonly playthrough: number | null;
  readonly comppoints: number | null;
}

/** Player classes the product knows of; other server values are kept as strings. */
export type PlayerClass = 'new_player' | 'regular' | 'vip' | (string & {});

/** A logged-in player as sent with `getconfig`. */
export interface Player {
  readonly PID: number;
  readonly fname: string;
  readonly lname: string;
  readonly class: PlayerClass;
  readonly class_vip_level: number;
  readonly class_display_name: string;
  readonly currency_code: string;
  /** Whether the player may switch between real and fun money. */
  readonly practicemode: boolean;
  readonly favorites: readonly GameRef[];
  readonly balances: Balances;
}

/** Current balance as answered by `getBalance`. */
export interface BalanceSnapshot {
  readonly balance: number | null;
  readonly currency_code: string;
}

/** Unread inbox count from `getunreadmessages`. */
export interface InboxSummary {
  readonly total_unread: number;
}

/** Refer-a-friend link from `raf`. */
export interface Referral {
  readonly page: string;
  readonly url: string;
}

/** Daily free spins flags from `DFS`. */
export interface DfsFlags {
  readonly dfs: boolean;
  readonly dfs_popup: boolean;
  readonly dfs_spinwheel: boolean;
}
