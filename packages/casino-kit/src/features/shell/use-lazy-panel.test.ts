import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLazyPanel } from './use-lazy-panel.ts';

describe('useLazyPanel', () => {
  it('starts closed and not loaded', () => {
    const { result } = renderHook(() => useLazyPanel());
    expect(result.current).toMatchObject({ open: false, used: false });
  });

  it('opens and loads on show, and stays loaded after closing', () => {
    const { result } = renderHook(() => useLazyPanel());
    act(() => result.current.show());
    expect(result.current).toMatchObject({ open: true, used: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, used: true });
  });

  it('keeps show and close the same between renders', () => {
    const { result, rerender } = renderHook(() => useLazyPanel());
    const { show, close } = result.current;
    rerender();
    expect(result.current.show).toBe(show);
    expect(result.current.close).toBe(close);
  });
});
