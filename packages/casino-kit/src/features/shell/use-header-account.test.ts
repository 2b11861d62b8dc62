import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderAppHook } from '../../testing/render-app.tsx';
import { INBOX_PATH, useHeaderAccount } from './use-header-account.ts';
import { selectConfig } from '@lobby/casino-core';

afterEach(cleanup);

describe('useHeaderAccount', () => {
  it("gives a player the balance, the cashier and the inbox's unread count", async () => {
    const hook = renderAppHook(() => useHeaderAccount(), { deps: playerDeps() });
    await waitFor(() =>
      expect(hook.result.current).toEqual({
        kind: 'player',
        balance: 99,
        currency: 'USD',
        cashierHref: '/site/cashier',
        unreadCount: 4,
        inboxHref: INBOX_PATH,
      }),
    );
  });

  it('shows the balance the configuration brought until the balance call answers', async () => {
    const deps = playerDeps({ getBalance: vi.fn(() => new Promise<never>(() => undefined)) });
    const hook = renderAppHook(() => useHeaderAccount(), { deps });
    await waitFor(() => expect(hook.result.current).toMatchObject({ kind: 'player', balance: 120, currency: 'USD' }));
  });

  it('gives a guest Sign up and a Log in that returns to the page with its query', async () => {
    const hook = renderAppHook(() => useHeaderAccount(), { deps: guestDeps(), route: '/theme/pirates?sort=az' });
    await waitFor(() => expect(hook.result.current).toMatchObject({ kind: 'guest', signupHref: '/site/signup', loginBusy: false }));
    const account = hook.result.current;
    if (account.kind !== 'guest') throw new Error('a guest was expected');
    act(() => account.onLogin());
    expect(hook.navigation.visits).toEqual(['login /theme/pirates?sort=az']);
    expect(hook.result.current).toMatchObject({ loginBusy: true });
  });

  it('gives a guest no Sign up when the casino has no sign-up page', async () => {
    const deps = guestDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ pages: {} }), player: null })) });
    const hook = renderAppHook(() => useHeaderAccount(), { deps });
    await waitFor(() => expect(selectConfig(hook.store.getState())).not.toBeNull());
    expect(hook.result.current).toMatchObject({ kind: 'guest', signupHref: undefined });
  });
});
