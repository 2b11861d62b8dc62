import { describe, expect, it } from 'vitest';
import type { DfsValidation } from '../entities/dfs.ts';
import { testValidation } from '../testing/fixtures.ts';
import { dfsReasonView, freeSpinsView, redeemedToday, toDfsReason } from './dfs-view.ts';

const base = testValidation();

describe('dfsReasonView', () => {
  it.each([
    ['email_not_clicked', 'email_not_clicked', 'request-email'],
    ['minimum_deposit', 'minimum_deposit', 'deposit'],
    ['redeemed_today', 'redeemed_today', 'next-spin'],
    ['active_coupon', 'active_coupon', 'play-now'],
    ['fivedolar_balance', 'fivedolar_balance', 'keep-playing'],
    ['no_dfs_data', 'no_dfs_data', 'none'],
    ['no_dfs_game', 'no_dfs_game', 'none'],
    ['no_dfs_template', 'no_dfs_template', 'none'],
    ['server_error_email_click', 'no_dfs_data', 'none'],
    [' Minimum_Deposit ', 'minimum_deposit', 'deposit'],
    ['something_new', 'no_dfs_data', 'none'],
    ['', 'no_dfs_data', 'none'],
    [null, 'no_dfs_data', 'none'],
  ])('%j -> %s, %s', (input, reason, action) => {
    expect(dfsReasonView(input)).toEqual({ reason, action });
    expect(toDfsReason(input)).toBe(reason);
  });
});

describe('freeSpinsView', () => {
  const slices = [
    { no_of_spins: 10, probability: 50 },
    { no_of_spins: 0, probability: 50 },
  ];
  it.each<[string, Partial<DfsValidation>, ReturnType<typeof freeSpinsView>]>([
    ['allowed without the wheel: redeem now', {}, { kind: 'redeem-now' }],
    ['allowed with the wheel', { DFSSPINWHEEL: true, slices }, { kind: 'wheel', slices }],
    [
      'a wheel with no weight to land on',
      { DFSSPINWHEEL: true, slices: [{ no_of_spins: 5, probability: 0 }] },
      { kind: 'not-allowed', reason: 'no_dfs_data', action: 'none' },
    ],
    [
      'not allowed: its reason',
      { allowed_to_redeem: false, reason_not_allowed_to_redeem: 'minimum_deposit' },
      { kind: 'not-allowed', reason: 'minimum_deposit', action: 'deposit' },
    ],
    [
      'not allowed, wheel on: still the reason',
      { allowed_to_redeem: false, DFSSPINWHEEL: true, slices, reason_not_allowed_to_redeem: 'redeemed_today' },
      { kind: 'not-allowed', reason: 'redeemed_today', action: 'next-spin' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(freeSpinsView({ ...base, ...patch })).toEqual(expected);
  });

  it('after a redeem the answer reads redeemed_today', () => {
    const after = redeemedToday({ ...base, DFSSPINWHEEL: true, slices });
    expect(freeSpinsView(after)).toEqual({ kind: 'not-allowed', reason: 'redeemed_today', action: 'next-spin' });
    expect(after.is_spin_available_for_today).toBe(false);
  });
});
