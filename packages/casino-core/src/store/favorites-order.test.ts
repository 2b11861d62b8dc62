import type { SetFavoriteParams } from '@lobby/api';
import type { GameRef } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { favoriteAddRequested, favoriteToggleRequested } from './favorites.ts';
import { startApp } from './start-app.ts';
import { testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { selectDfsFlags, selectFavorites } from './selectors.ts';
import { testStart } from '../testing/test-store.ts';

const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;
const getConfig = vi.fn(async () => ({ casino: testConfig(), player: testPlayer() }));
const ref = (index: number): GameRef => ({ shortname: `game-${index}`, provider: 'acme' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favorites in order', () => {
  it('keeps the saved favorite when the list asked for at start-up arrives after the save', async () => {
    let server: GameRef[] = [];
    const lateReads: (() => void)[] = [];
    const getFavorites = vi.fn((): Promise<GameRef[]> => {
      // The server reads the list now; the answer travels slowly.
      const snapshot = [...server];
      return new Promise((resolve) => lateReads.push(() => resolve(snapshot)));
    });
    const setFavorite = vi.fn(async (params: SetFavoriteParams) => {
      server = [...server, { shortname: params.game, provider: params.provider }];
      return { success: true, favorites: [...server], message: null };
    });
    const { store } = startApp(testDeps({ getConfig, getFavorites, setFavorite }), testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(getFavorites).toHaveBeenCalledTimes(1));

    // The ?fav= game is added on arrival at /favorites, while the start-up read is still under way.
    store.dispatch(favoriteAddRequested({ game: ref(1), name: 'Game 1' }));
    await vi.waitFor(() => expect(setFavorite).toHaveBeenCalledTimes(1));
    await tick();
    expect(selectFavorites(store.getState())).toEqual([ref(1)]);

    lateReads.shift()?.();
    await tick();
    expect(selectFavorites(store.getState())).toEqual([ref(1)]);
    // Whatever is read after that answers the server's list, which has the favorite.
    while (lateReads.length > 0) lateReads.shift()?.();
    await tick();
    expect(selectFavorites(store.getState())).toEqual([ref(1)]);
  });

  it('saves all five hearts clicked in a quick burst', async () => {
    let server: GameRef[] = [];
    // Like a controller that reads the list, changes it and writes it back, with time in between.
    const setFavorite = vi.fn(async (params: SetFavoriteParams) => {
      const read = [...server];
      await tick();
      server = params.action === 'add' ? [...read, { shortname: params.game, provider: params.provider }] : read;
      return { success: true, favorites: [...server], message: null };
    });
    const getFavorites = vi.fn(async () => [...server]);
    const { store } = startApp(testDeps({ getConfig, getFavorites, setFavorite }), testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(selectDfsFlags(store.getState())).not.toBeNull());

    for (const index of [1, 2, 3, 4, 5]) store.dispatch(favoriteToggleRequested({ game: ref(index), name: `Game ${index}` }));
    await vi.waitFor(() => expect(setFavorite).toHaveBeenCalledTimes(5));
    await vi.waitFor(() => expect(server).toHaveLength(5));
    await tick();
    expect(server).toEqual([1, 2, 3, 4, 5].map(ref));
    expect(selectFavorites(store.getState())).toEqual([1, 2, 3, 4, 5].map(ref));
  });
});
