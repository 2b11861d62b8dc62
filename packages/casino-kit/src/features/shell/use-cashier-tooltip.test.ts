import { defaultLobbyOptions, type LobbyOptionOverrides } from '@lobby/domain';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDeps } from '@lobby/casino-core/testing';
import { renderAppHook } from '../../testing/render-app.tsx';
import { useCashierTooltip } from './use-cashier-tooltip.ts';

const NOW = 1_700_000_000_000;
const {
  cashierTooltipDelayMs: CASHIER_TOOLTIP_DELAY_MS,
  cashierTooltipVisibleMs: CASHIER_TOOLTIP_VISIBLE_MS,
  cashierTooltipRepeatMinutes: CASHIER_TOOLTIP_REPEAT_MINUTES,
} = defaultLobbyOptions;
const KEY = 'lobby.cashierTooltipShownAt';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Dependencies whose clock follows the fake timers and whose session storage starts with `stored`. */
function depsWith(stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  const session = {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
  return { deps: testDeps({}, { session, now: () => Date.now() }), values };
}

describe('useCashierTooltip', () => {
  it('shows for a low balance after its delay, records when, and hides after its time', () => {
    const { deps, values } = depsWith();
    const hook = renderAppHook(() => useCashierTooltip(2), { deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS - 1));
    expect(hook.result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.visible).toBe(true);
    expect(values.get(KEY)).toBe(String(NOW + CASHIER_TOOLTIP_DELAY_MS));
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_VISIBLE_MS));
    expect(hook.result.current.visible).toBe(false);
  });

  it.each<[string, LobbyOptionOverrides, number]>([
    ['shows for 8 where the low-balance threshold is 10', { lowBalanceThreshold: 10 }, 8],
    ['keeps its own delay and time on screen', { cashierTooltipDelayMs: 500, cashierTooltipVisibleMs: 1000 }, 2],
  ])('%s', (_label, options, balance) => {
    const { deps } = depsWith();
    const { cashierTooltipDelayMs, cashierTooltipVisibleMs } = { ...defaultLobbyOptions, ...options };
    const hook = renderAppHook(() => useCashierTooltip(balance), { deps, profile: { options } });
    act(() => vi.advanceTimersByTime(cashierTooltipDelayMs - 1));
    expect(hook.result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(cashierTooltipVisibleMs));
    expect(hook.result.current.visible).toBe(false);
  });

  it('counts its delay from when the page showed, not from when its code came', () => {
    const { deps } = depsWith();
    const hook = renderAppHook(() => useCashierTooltip(2, NOW - 1000), { deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS - 1001));
    expect(hook.result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_VISIBLE_MS));
    expect(hook.result.current.visible).toBe(false);
  });

  it('hides on close', () => {
    const hook = renderAppHook(() => useCashierTooltip(0), { deps: depsWith().deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS));
    act(() => hook.result.current.close());
    expect(hook.result.current.visible).toBe(false);
  });

  it.each([
    ['a guest (no balance known)', undefined],
    ['an unknown balance', null],
    ['a balance of 5 or more', 5],
  ])('never shows for %s', (_label, balance) => {
    const hook = renderAppHook(() => useCashierTooltip(balance), { deps: depsWith().deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS + CASHIER_TOOLTIP_VISIBLE_MS));
    expect(hook.result.current.visible).toBe(false);
  });

  it('does not show again in the same session, unless the last showing is a day old', () => {
    const recent = renderAppHook(() => useCashierTooltip(1), { deps: depsWith({ [KEY]: String(NOW - 60_000) }).deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS));
    expect(recent.result.current.visible).toBe(false);
    cleanup();
    const old = String(NOW - CASHIER_TOOLTIP_REPEAT_MINUTES * 60_000 - 1);
    const stale = renderAppHook(() => useCashierTooltip(1), { deps: depsWith({ [KEY]: old }).deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS));
    expect(stale.result.current.visible).toBe(true);
  });

  it('waits for the balance, and a later balance change does not plan again', () => {
    let balance: number | undefined;
    const hook = renderAppHook(() => useCashierTooltip(balance), { deps: depsWith().deps });
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS));
    expect(hook.result.current.visible).toBe(false);
    balance = 100;
    hook.rerender();
    balance = 1;
    hook.rerender();
    act(() => vi.advanceTimersByTime(CASHIER_TOOLTIP_DELAY_MS));
    expect(hook.result.current.visible).toBe(false);
  });
});
