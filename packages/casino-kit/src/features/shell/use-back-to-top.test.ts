import { defaultLobbyOptions, type LobbyOptionOverrides } from '@lobby/domain';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppHook } from '../../testing/render-app.tsx';
import { useBackToTop } from './use-back-to-top.ts';

const BACK_TO_TOP_DEBOUNCE_MS = defaultLobbyOptions.backToTopDebounceMs;
const renderHook = (hook: () => ReturnType<typeof useBackToTop>, options: LobbyOptionOverrides = {}) =>
  renderAppHook(hook, { profile: { options } });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Scrolls the window to `y` in a window `height` high. */
function scrollTo(y: number, height = 800) {
  vi.stubGlobal('scrollY', y);
  vi.stubGlobal('innerHeight', height);
  window.dispatchEvent(new Event('scroll'));
}

describe('useBackToTop', () => {
  it('shows beyond two screen heights once scrolling has settled', () => {
    const hook = renderHook(() => useBackToTop('main'));
    scrollTo(1700);
    act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS - 1));
    expect(hook.result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.visible).toBe(true);
  });

  it('shows for a page already scrolled far when it starts, without another scroll', () => {
    vi.stubGlobal('scrollY', 2400);
    vi.stubGlobal('innerHeight', 800);
    const hook = renderHook(() => useBackToTop('main'));
    act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS));
    expect(hook.result.current.visible).toBe(true);
  });

  it.each<[string, LobbyOptionOverrides, number, number, boolean]>([
    ['shown beyond backToTopScreens (1) screen heights', { backToTopScreens: 1 }, 900, BACK_TO_TOP_DEBOUNCE_MS, true],
    ['hidden within backToTopScreens (3) screen heights', { backToTopScreens: 3 }, 2000, BACK_TO_TOP_DEBOUNCE_MS, false],
    ['shown once settled for backToTopDebounceMs (50)', { backToTopDebounceMs: 50 }, 1700, 50, true],
  ])('%s', (_label, options, y, wait, shown) => {
    const hook = renderHook(() => useBackToTop('main'), options);
    scrollTo(y);
    act(() => vi.advanceTimersByTime(wait));
    expect(hook.result.current.visible).toBe(shown);
  });

  it('waits while the scrolling goes on', () => {
    const hook = renderHook(() => useBackToTop('main'));
    for (let step = 0; step < 5; step += 1) {
      scrollTo(2000 + step * 100);
      act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS / 2));
    }
    expect(hook.result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS));
    expect(hook.result.current.visible).toBe(true);
  });

  it('hides again near the top', () => {
    const hook = renderHook(() => useBackToTop('main'));
    scrollTo(3000);
    act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS));
    scrollTo(100);
    act(() => vi.advanceTimersByTime(BACK_TO_TOP_DEBOUNCE_MS));
    expect(hook.result.current.visible).toBe(false);
  });

  it('scrolls to the top and puts focus on the page content', () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    const hook = renderHook(() => useBackToTop('main'));
    hook.result.current.toTop();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(main);
  });
});
