import { describe, expect, it } from 'vitest';
import { type BalanceNotice, balanceNotices } from './balance-notices.ts';
import type { Environment } from './entities/config.ts';
import { defaultLobbyOptions, type LobbyOptions } from './options.ts';

describe('balanceNotices', () => {
  it.each<[string, number | null, number | null, Environment, BalanceNotice[]]>([
    ['live win of exactly 100', 50, 150, 'live', [{ kind: 'win', amount: 100 }]],
    ['live gain of 99.99', 50, 149.99, 'live', []],
    ['live loss of exactly 100', 200, 100, 'live', [{ kind: 'lose', amount: 100 }]],
    ['live loss of 99', 200, 101, 'live', []],
    ['staging win of 3', 10, 13, 'staging', [{ kind: 'win', amount: 3 }]],
    ['development gain of 2.99', 10, 12.99, 'development', []],
    ['staging loss of 3', 20, 17, 'staging', [{ kind: 'lose', amount: 3 }]],
    [
      'float noise does not hide a win (1.02 -> 4.02)',
      1.02,
      4.02,
      'staging',
      [
        { kind: 'win', amount: 3 },
        { kind: 'lowbalance', balance: 4.02 },
      ],
    ],
    ['float noise does not hide a loss (200.01 -> 100.01)', 200.01, 100.01, 'live', [{ kind: 'lose', amount: 100 }]],
    [
      'a loss down to a low balance',
      104,
      4,
      'live',
      [
        { kind: 'lose', amount: 100 },
        { kind: 'lowbalance', balance: 4 },
      ],
    ],
    ['low balance without a big change', 5, 4.99, 'live', [{ kind: 'lowbalance', balance: 4.99 }]],
    ['exactly 5 is not low', 6, 5, 'live', []],
    ['no change', 500, 500, 'live', []],
    ['unknown before: low balance only', null, 2, 'live', [{ kind: 'lowbalance', balance: 2 }]],
    ['unknown before, high balance', null, 200, 'staging', []],
    ['unknown after', 50, null, 'live', []],
    ['NaN after', 50, Number.NaN, 'live', []],
    ['NaN before', Number.NaN, 1000, 'live', []],
    ['Infinity after', 50, Infinity, 'live', []],
  ])('%s', (_label, before, after, environment, expected) => {
    expect(balanceNotices(before, after, { environment }, defaultLobbyOptions)).toEqual(expected);
  });

  it.each<[string, Partial<LobbyOptions>, number, number, Environment, BalanceNotice[]]>([
    ['a low-balance threshold of 10 makes 8 low', { lowBalanceThreshold: 10 }, 8, 8, 'live', [{ kind: 'lowbalance', balance: 8 }]],
    ['a live threshold of 50 makes a gain of 50 a win', { liveWinLoseThreshold: 50 }, 100, 150, 'live', [{ kind: 'win', amount: 50 }]],
    ['a test threshold of 10 hides a loss of 5', { testWinLoseThreshold: 10 }, 100, 95, 'staging', []],
  ])('%s', (_label, options, before, after, environment, expected) => {
    expect(balanceNotices(before, after, { environment }, { ...defaultLobbyOptions, ...options })).toEqual(expected);
  });
});
