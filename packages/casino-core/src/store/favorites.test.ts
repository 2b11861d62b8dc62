import { ControllerError } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from './deps.ts';
import { favoriteAddRequested, favoriteToggleRequested } from './favorites.ts';
import { startApp } from './start-app.ts';
import { testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { selectDfsFlags, selectFavorites } from './selectors.ts';
import { testStart } from '../testing/test-store.ts';

const game = { shortname: 'game-1', provider: 'acme' };
const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;

async function readyPlayer(deps: AppDeps) {
  const { store } = startApp(deps, testStart('fusion'), prefs, null);
  await vi.waitFor(() => expect(selectDfsFlags(store.getState())).not.toBeNull());
  return store;
}

function processingKeys(store: { getState: () => { favoritesProgress: { pending: readonly { key: string }[] } } }) {
  return store.getState().favoritesProgress.pending.map((change) => change.key);
}

function playerDeps(setFavorite?: AppDeps['api']['setFavorite']) {
  const getConfig = vi.fn(async () => ({ casino: testConfig(), player: testPlayer() }));
  return testDeps(setFavorite ? { getConfig, setFavorite } : { getConfig });
}

describe('favorite toggle', () => {
  it('adds, takes the server list and shows the favorite-added notice', async () => {
    const deps = playerDeps();
    const store = await readyPlayer(deps);
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    expect(processingKeys(store)).toEqual(['game-1@acme']);
    expect(selectFavorites(store.getState())).toEqual([game]);
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    expect(deps.api.setFavorite).toHaveBeenCalledWith({ action: 'add', game: 'game-1', provider: 'acme' }, expect.anything());
    expect(store.getState().notifications.items.map((n) => n.kind)).toEqual(['favorite_add']);
  });

  it('sends one request for a double click', async () => {
    const deps = playerDeps();
    const store = await readyPlayer(deps);
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    expect(deps.api.setFavorite).toHaveBeenCalledTimes(1);
    expect(selectFavorites(store.getState())).toEqual([game]);
  });

  it('reverts and says so when the call fails', async () => {
    const deps = playerDeps(
      vi.fn(async () => Promise.reject(new ControllerError({ kind: 'http', action: 'setFavorite', status: 500, message: 'x' }))),
    );
    const store = await readyPlayer(deps);
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    expect(selectFavorites(store.getState())).toEqual([]);
    expect(store.getState().notifications.items.map((n) => n.kind)).toEqual(['favorite_failed']);
  });

  it('removes without a notice', async () => {
    const deps = playerDeps();
    const store = await readyPlayer(deps);
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    await vi.waitFor(() => expect(deps.api.setFavorite).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    expect(deps.api.setFavorite).toHaveBeenLastCalledWith({ action: 'remove', game: 'game-1', provider: 'acme' }, expect.anything());
    expect(selectFavorites(store.getState())).toEqual([]);
    expect(store.getState().notifications.items).toHaveLength(1);
  });

  it('does not remove when asked to add a favorite that exists', async () => {
    const deps = playerDeps();
    const store = await readyPlayer(deps);
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    await vi.waitFor(() => expect(processingKeys(store)).toEqual([]));
    store.dispatch(favoriteAddRequested({ game, name: 'Game One' }));
    expect(deps.api.setFavorite).toHaveBeenCalledTimes(1);
  });

  it('ignores guests', async () => {
    const deps = testDeps();
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
    expect(deps.api.setFavorite).not.toHaveBeenCalled();
  });

  it('hides the notice after 7.2 s', async () => {
    vi.useFakeTimers();
    try {
      const deps = playerDeps();
      const { store } = startApp(deps, testStart('fusion'), prefs, null);
      await vi.waitFor(() => expect(selectDfsFlags(store.getState())).not.toBeNull());
      store.dispatch(favoriteToggleRequested({ game, name: 'Game One' }));
      await vi.waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(7_100);
      expect(store.getState().notifications.items).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(store.getState().notifications.items).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
