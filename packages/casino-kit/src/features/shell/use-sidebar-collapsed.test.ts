import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

afterEach(() => window.localStorage.clear());

describe('useSidebarCollapsed', () => {
  it('starts open and remembers the choice on this device', () => {
    const first = renderHook(() => useSidebarCollapsed('alpha'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(window.localStorage.getItem('lobby.alpha.sidebarCollapsed')).toBe('1');
    const again = renderHook(() => useSidebarCollapsed('alpha'));
    expect(again.result.current[0]).toBe(true);
  });

  it('keeps each casino apart', () => {
    window.localStorage.setItem('lobby.alpha.sidebarCollapsed', '1');
    expect(renderHook(() => useSidebarCollapsed('beta')).result.current[0]).toBe(false);
  });

  it('reads anything but "1" as open', () => {
    window.localStorage.setItem('lobby.alpha.sidebarCollapsed', 'yes');
    expect(renderHook(() => useSidebarCollapsed('alpha')).result.current[0]).toBe(false);
  });

  it('opens again and says so in storage', () => {
    window.localStorage.setItem('lobby.alpha.sidebarCollapsed', '1');
    const hook = renderHook(() => useSidebarCollapsed('alpha'));
    act(() => hook.result.current[1](false));
    expect(hook.result.current[0]).toBe(false);
    expect(window.localStorage.getItem('lobby.alpha.sidebarCollapsed')).toBe('0');
  });
});
