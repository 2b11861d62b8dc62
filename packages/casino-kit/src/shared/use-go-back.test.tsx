import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppHook } from '../testing/render-app.tsx';
import { useGoBack, useGoBackWhen } from './use-go-back.tsx';

afterEach(cleanup);

describe('useGoBack', () => {
  it('goes to the previous in-app page', async () => {
    const hook = renderAppHook(() => useGoBack(), { route: ['/favorites', '/play/game-1'] });
    act(() => hook.result.current());
    await waitFor(() => expect(hook.path()).toBe('/favorites'));
  });

  it('goes home when the page opened the app, even with other sites in the browser history', async () => {
    window.history.pushState(null, '', '/site/login');
    const hook = renderAppHook(() => useGoBack(), { route: '/play/game-1' });
    act(() => hook.result.current());
    await waitFor(() => expect(hook.path()).toBe('/'));
  });
});

describe('useGoBackWhen', () => {
  it('stays while the condition does not hold', () => {
    const hook = renderAppHook(() => useGoBackWhen(false), { route: ['/all-games', '/play/game-1'] });
    expect(hook.path()).toBe('/play/game-1');
  });

  it('goes back once, even when it renders again afterwards', async () => {
    let when = false;
    const hook = renderAppHook(() => useGoBackWhen(when), { route: ['/', '/all-games', '/category/slots', '/play/game-1'] });
    when = true;
    hook.rerender();
    await waitFor(() => expect(hook.path()).toBe('/category/slots'));
    hook.rerender();
    hook.rerender();
    expect(hook.path()).toBe('/category/slots');
  });
});
