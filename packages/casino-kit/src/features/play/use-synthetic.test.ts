import { defaultLobbyOptions, type LobbyOptionOverrides } from '@lobby/domain';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDeps } from '@lobby/casino-core/testing';
import { renderAppHook } from '../../testing/render-app.tsx';
import { useSynthetic } from './use-synthetic.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const details = { imgLoader: null, imgReminder: 'https://assets.test/r.png', imgPopup: 'https://assets.test/p.png', linkReminder: null };
const MINUTE = 60_000;

describe('useSynthetic', () => {
  it('shows nothing for a game without synthetic extras', () => {
    const hook = renderAppHook(() => useSynthetic(null));
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(hook.result.current).toMatchObject({ reminderVisible: false, fireworksVisible: false });
  });

  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.synthReminderMs],
    [{ synthReminderMs: 5000 }, 5000],
  ])('shows the reminder after synthReminderMs, until closed (%j)', (options, delay) => {
    const hook = renderAppHook(() => useSynthetic(details), { profile: { options } });
    act(() => vi.advanceTimersByTime(delay - 1));
    expect(hook.result.current.reminderVisible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.reminderVisible).toBe(true);
    act(() => hook.result.current.closeReminder());
    expect(hook.result.current.reminderVisible).toBe(false);
  });

  it('sets off fireworks within one to two minutes, and again after closing', () => {
    const hook = renderAppHook(() => useSynthetic(details), { deps: testDeps({}, { random: () => 0 }) });
    act(() => vi.advanceTimersByTime(MINUTE - 1));
    expect(hook.result.current.fireworksVisible).toBe(false);
    act(() => vi.advanceTimersByTime(MINUTE + 1));
    expect(hook.result.current.fireworksVisible).toBe(true);
    act(() => hook.result.current.closeFireworks());
    expect(hook.result.current.fireworksVisible).toBe(false);
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(hook.result.current.fireworksVisible).toBe(true);
  });

  it('sets off fireworks within the minutes the options give', () => {
    const options = { fireworksMinMinutes: 3, fireworksMaxMinutes: 4 };
    const hook = renderAppHook(() => useSynthetic(details), { deps: testDeps({}, { random: () => 0 }), profile: { options } });
    act(() => vi.advanceTimersByTime(3 * MINUTE - 1));
    expect(hook.result.current.fireworksVisible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.fireworksVisible).toBe(true);
  });

  it('stops its timers when the game closes', () => {
    const hook = renderAppHook(() => useSynthetic(details));
    const running = vi.getTimerCount();
    hook.unmount();
    // The reminder and the next fireworks are the game's; the app's start-up deadline runs on.
    expect(running - vi.getTimerCount()).toBe(2);
  });
});
