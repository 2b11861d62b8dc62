import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('gives the value once it has stayed the same for the delay', () => {
    const hook = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } });
    expect(hook.result.current).toBe('a');
    hook.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(hook.result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe('ab');
  });

  it('waits while the value keeps changing, and skips the values in between', () => {
    const seen: string[] = [];
    const hook = renderHook(
      ({ value }) => {
        const settled = useDebounced(value, 300);
        seen.push(settled);
        return settled;
      },
      { initialProps: { value: 'g' } },
    );
    for (const value of ['ga', 'gam', 'game']) {
      hook.rerender({ value });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(hook.result.current).toBe('g');
    act(() => vi.advanceTimersByTime(100));
    expect(hook.result.current).toBe('game');
    expect(new Set(seen)).toEqual(new Set(['g', 'game']));
  });
});
