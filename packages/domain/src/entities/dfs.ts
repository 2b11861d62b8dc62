/** Why daily free spins cannot be redeemed now (`server_error_email_click` arrives as `no_dfs_data`). */
export const DFS_REASONS = [
  'email_not_clicked',
  'minimum_deposit',
  'redeemed_today',
  'active_coupon',
  'fivedolar_balance',
  'no_dfs_data',
  'no_dfs_game',
  'no_dfs_template',
] as const;
/** A reason daily free spins are not allowed. */
export type DfsReason = (typeof DFS_REASONS)[number];

/** A prize wheel slice: spins won and its weight. */
export interface DfsSlice {
  readonly no_of_spins: number;
  readonly probability: number;
}

/** Answer of LoyaltyController `dailyfreespins`; texts may be server HTML. */
export interface DfsValidation {
  /** Whether the offer uses the prize wheel. */
  readonly DFSSPINWHEEL: boolean;
  readonly allowed_to_redeem: boolean;
  readonly reason_not_allowed_to_redeem: DfsReason | null;
  /** Shape not shown: kept as section names. */
  readonly enabled_sections: readonly string[];
  readonly slices: readonly DfsSlice[];
  /** Shape not shown: read as a flag. */
  readonly newrulevalidation: boolean;
  readonly wheel_description: string;
  readonly successmsg: string;
  readonly casino_id: number | null;
  readonly terms_page: string;
  readonly game_image: string | null;
  readonly campaign_description: string;
  readonly email: string;
  readonly game_slug: string;
  readonly dfs_game_slug: string;
  readonly spins_remaining: number | null;
  readonly cashierURL: string;
  readonly webplayURL: string;
  readonly is_spin_available_for_today: boolean;
}

/** The spin fields sent with `redeem_dfs`; types are not shown, ids are echoed as received. */
export interface DfsSpinPayload {
  readonly coupon_template: string;
  readonly coupon_program_template_id: string | number;
  readonly Tier: string | number;
  readonly spins: number;
  readonly wspins: number;
  readonly dfs_game: string;
}

/** Answer of `redeem_dfs`. */
export interface DfsRedeemResult {
  readonly success: boolean;
  readonly responseMessage: string;
  readonly gamename: string;
  readonly gameimage: string | null;
  readonly shortcut: string;
  readonly freespins: number | null;
  /**
   * The slice the controller drew (its index in the validation's `slices`): a controller that
   * draws the slice itself names it here, and the wheel lands on it whatever the request named.
   * Absent from a controller that takes the request's slice (the specification's payload).
   */
  readonly drawn_slice?: number;
}

/** Answer of `sendfreespinemail` and `emailclickcheck`. */
export interface DfsEmailStatus {
  readonly success: boolean;
}
