import type { DfsReason, DfsSlice, DfsValidation } from '../entities/dfs.ts';
import { usableSlices } from './prize-wheel.ts';
import { DFS_REASONS } from '../entities/dfs.ts';

/** What a not-allowed daily free spins page offers the player besides the reason text. */
export type DfsReasonAction =
  /** Request the confirmation email, then wait for its link to be clicked. */
  | 'request-email'
  /** A deposit button to the cashier. */
  | 'deposit'
  /** A countdown to the next spin and Keep Playing. */
  | 'next-spin'
  /** Congratulations and a play-now link. */
  | 'play-now'
  /** A keep-playing link. */
  | 'keep-playing'
  /** The reason text only: there is no offer today. */
  | 'none';

/** The daily free spins page for one validation answer. */
export type DfsView =
  | { readonly kind: 'not-allowed'; readonly reason: DfsReason; readonly action: DfsReasonAction }
  | { readonly kind: 'wheel'; readonly slices: readonly DfsSlice[] }
  | { readonly kind: 'redeem-now' };

const ACTIONS: Readonly<Record<DfsReason, DfsReasonAction>> = {
  email_not_clicked: 'request-email',
  minimum_deposit: 'deposit',
  redeemed_today: 'next-spin',
  active_coupon: 'play-now',
  fivedolar_balance: 'keep-playing',
  no_dfs_data: 'none',
  no_dfs_game: 'none',
  no_dfs_template: 'none',
};

/** A reason as the server words it; unknown reasons and `server_error_email_click` read as `no_dfs_data`. */
export function toDfsReason(input: string | null | undefined): DfsReason {
  const reason = (input ?? '').trim().toLowerCase();
  return (DFS_REASONS as readonly string[]).includes(reason) ? (reason as DfsReason) : 'no_dfs_data';
}

/** The reason's view: the reason (normalized) and the action offered beside its text. */
export function dfsReasonView(input: string | null | undefined): { readonly reason: DfsReason; readonly action: DfsReasonAction } {
  const reason = toDfsReason(input);
  return { reason, action: ACTIONS[reason] };
}

/**
 * The page for a validation answer. A wheel offer with no slice it could land on has nothing to
 * spin for, so it reads as "no offer today" rather than redeeming an amount nobody chose.
 */
export function freeSpinsView(validation: DfsValidation): DfsView {
  if (!validation.allowed_to_redeem) return { kind: 'not-allowed', ...dfsReasonView(validation.reason_not_allowed_to_redeem) };
  if (!validation.DFSSPINWHEEL) return { kind: 'redeem-now' };
  const slices = usableSlices(validation.slices);
  if (slices.length === 0) return { kind: 'not-allowed', ...dfsReasonView('no_dfs_data') };
  return { kind: 'wheel', slices: validation.slices };
}

/** The validation as it stands after a successful redeem: redeemed today. */
export function redeemedToday(validation: DfsValidation): DfsValidation {
  return { ...validation, allowed_to_redeem: false, reason_not_allowed_to_redeem: 'redeemed_today', is_spin_available_for_today: false };
}
