import { defaultLobbyOptions, type LobbyOptionOverrides } from '@lobby/domain';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAY_SESSION_KEY } from '@lobby/casino-core';
import type { AppDeps } from '@lobby/casino-core';
import { playerDeps, renderAppHook } from '../../testing/render-app.tsx';
import { useGameSession } from './use-game-session.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const game = { shortname: 'game-1', provider: 'acme' };

/** Player dependencies whose session storage a test can read. */
function depsWithSession(): AppDeps & { stored: Map<string, string> } {
  const stored = new Map<string, string>();
  const session = {
    get: (key: string) => stored.get(key) ?? null,
    set: (key: string, value: string) => void stored.set(key, value),
    remove: (key: string) => void stored.delete(key),
  };
  return { ...playerDeps({}, { session }), stored };
}

/** The hook for a game not launched yet, once the player's balance is in; `launch` launches a game (or another version of it). */
async function renderSession(realMoney: boolean, options: LobbyOptionOverrides = {}) {
  const deps = depsWithSession();
  let launched: typeof game | null = null;
  const hook = renderAppHook(() => useGameSession(launched, realMoney), { deps, profile: { options } });
  await waitFor(() => expect(hook.store.getState().lobbyApi?.queries.getBalance?.data).toBeDefined());
  const launch = (next: typeof game) => {
    launched = next;
    hook.rerender();
  };
  return { deps, hook, launch };
}

describe('useGameSession', () => {
  it('does nothing before the game is launched', async () => {
    const { hook } = await renderSession(true);
    expect(hook.result.current).toBe(true);
    expect(hook.store.getState().recent.games).toEqual([]);
    expect(hook.store.getState().play.active).toBe(false);
  });

  it('notes a recent game and the balance at launch for real money, and checks the balance on leaving', async () => {
    const { deps, hook, launch } = await renderSession(true);
    launch(game);
    expect(hook.store.getState().recent.games[0]).toMatchObject(game);
    expect(hook.store.getState().play).toEqual({ active: true, balanceAtLaunch: 99 });
    expect(deps.stored.get(PLAY_SESSION_KEY)).toBe('{"balance":99}');
    const balanceCalls = vi.mocked(deps.api.getBalance).mock.calls.length;
    hook.unmount();
    expect(hook.store.getState().play.active).toBe(false);
    expect(deps.stored.has(PLAY_SESSION_KEY)).toBe(false);
    await waitFor(() => expect(vi.mocked(deps.api.getBalance).mock.calls.length).toBe(balanceCalls + 1));
  });

  it('starts no play session for fun money', async () => {
    const { deps, hook, launch } = await renderSession(false);
    launch(game);
    expect(hook.store.getState().recent.games[0]).toMatchObject(game);
    expect(hook.store.getState().play.active).toBe(false);
    hook.unmount();
    expect(deps.stored.has(PLAY_SESSION_KEY)).toBe(false);
  });

  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.gameLoadOverlayMs],
    [{ gameLoadOverlayMs: 1500 }, 1500],
  ])('shows the loading overlay for the first gameLoadOverlayMs of the game (%j)', async (options, overlayMs) => {
    const { hook, launch } = await renderSession(false, options);
    vi.useFakeTimers();
    launch(game);
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(overlayMs - 1));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('shows the overlay again for another version of the game', async () => {
    const { hook, launch } = await renderSession(false);
    launch(game);
    vi.useFakeTimers();
    launch({ ...game, provider: 'zeta' });
    act(() => vi.advanceTimersByTime(defaultLobbyOptions.gameLoadOverlayMs));
    expect(hook.result.current).toBe(false);
    expect(hook.store.getState().recent.games[0]).toMatchObject({ provider: 'zeta' });
  });
});
