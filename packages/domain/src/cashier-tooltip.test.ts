import { describe, expect, it } from 'vitest';
import { type CashierTooltipInput, type CashierTooltipPlan, cashierTooltipPlan } from './cashier-tooltip.ts';
import { defaultLobbyOptions, type LobbyOptions } from './options.ts';

const now = 1_800_000_000_000;
const minute = 60_000;
const shown: CashierTooltipPlan = { show: true, showAtMs: now + 3000, hideAtMs: now + 13_000 };
const hidden: CashierTooltipPlan = { show: false, showAtMs: null, hideAtMs: null };

describe('cashierTooltipPlan', () => {
  it.each<[string, Partial<CashierTooltipInput>, ReturnType<typeof cashierTooltipPlan>]>([
    ['low balance, first time this session', {}, shown],
    ['balance of exactly 5', { balance: 5 }, hidden],
    ['healthy balance', { balance: 250 }, hidden],
    ['unknown balance', { balance: null }, hidden],
    ['NaN balance', { balance: Number.NaN }, hidden],
    ['shown a minute ago', { shownThisSession: true, lastShownAt: now - minute }, hidden],
    ['shown exactly 1440 minutes ago', { shownThisSession: true, lastShownAt: now - 1440 * minute }, hidden],
    ['shown over 1440 minutes ago', { shownThisSession: true, lastShownAt: now - 1440 * minute - 1 }, shown],
    ['shown, time unknown', { shownThisSession: true, lastShownAt: null }, hidden],
    ['shown "in the future" (clock skew)', { shownThisSession: true, lastShownAt: now + 5 * minute }, hidden],
    ['a stale time from another session does not matter', { shownThisSession: false, lastShownAt: now - minute }, shown],
  ])('%s', (_label, overrides, expected) => {
    const input = { balance: 2, shownThisSession: false, lastShownAt: null, nowMs: now, ...overrides };
    expect(cashierTooltipPlan(input, defaultLobbyOptions)).toEqual(expected);
  });

  it.each<[string, Partial<LobbyOptions>, Partial<CashierTooltipInput>, CashierTooltipPlan]>([
    ['a threshold of 10 makes 8 low', { lowBalanceThreshold: 10 }, { balance: 8 }, shown],
    [
      'its own timings',
      { cashierTooltipDelayMs: 500, cashierTooltipVisibleMs: 2000 },
      {},
      { show: true, showAtMs: now + 500, hideAtMs: now + 2500 },
    ],
    [
      'back after its own repeat period',
      { cashierTooltipRepeatMinutes: 10 },
      { shownThisSession: true, lastShownAt: now - 11 * minute },
      shown,
    ],
  ])('%s', (_label, options, overrides, expected) => {
    const input = { balance: 2, shownThisSession: false, lastShownAt: null, nowMs: now, ...overrides };
    expect(cashierTooltipPlan(input, { ...defaultLobbyOptions, ...options })).toEqual(expected);
  });
});
