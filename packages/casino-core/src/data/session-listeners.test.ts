import type { ConfigAnswer } from '@lobby/api';
import type { Player } from '@lobby/domain';
import { isAnyOf } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { selectCatalog, selectPlayerId } from '../store/selectors.ts';
import { sessionExpired } from '../store/session-slice.ts';
import { testCatalog, testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { signedInStore } from '../testing/test-store.ts';
import { readConfig } from './boot-reads.ts';

const answerFor = (player: Player | null): ConfigAnswer => ({ casino: testConfig(), player });

/**
 * A store whose configuration names `player` (null for a guest), with the balance answered and
 * read, and whose controller names `next` when the configuration is read again (start-up's Retry,
 * or after a session end). Records what the data layer did to the player's answers.
 */
async function storeWithBalance(player: Player | null, next: () => Promise<ConfigAnswer>) {
  const deps = testDeps({ getConfig: vi.fn(next) });
  const { store, lobbyApi, startListening } = signedInStore(deps, { player, catalog: testCatalog() });
  const dealt: string[] = [];
  startListening({
    matcher: isAnyOf(lobbyApi.util.resetApiState.match, lobbyApi.util.invalidateTags.match),
    effect: (action) => void dealt.push(action.type),
  });
  await store.dispatch(lobbyApi.endpoints.getBalance.initiate()).unwrap();
  const balance = () => store.getState().lobbyApi?.queries.getBalance;
  return { store, lobbyApi, deps, dealt, balance };
}

describe('the data layer when the configuration names a player', () => {
  it("drops the previous player's answers when it names another player; the configuration and the catalog stay", async () => {
    const { store, lobbyApi, deps, dealt, balance } = await storeWithBalance(testPlayer(), async () => answerFor(testPlayer({ PID: 9 })));
    await readConfig(lobbyApi, store.dispatch);
    expect(dealt).toEqual(['lobbyApi/resetApiState']);
    expect(balance()).toBeUndefined();
    expect(selectPlayerId(store.getState())).toBe(9);
    expect(selectCatalog(store.getState())?.games).toHaveLength(3);
    expect(deps.api.getBalance).toHaveBeenCalledTimes(1);
  });

  it("keeps the player's answers when it names the same player again", async () => {
    const { store, lobbyApi, deps, dealt, balance } = await storeWithBalance(testPlayer(), async () => answerFor(testPlayer()));
    await readConfig(lobbyApi, store.dispatch);
    expect(dealt).toEqual([]);
    expect(balance()?.status).toBe('fulfilled');
    expect(selectPlayerId(store.getState())).toBe(testPlayer().PID);
    expect(deps.api.getBalance).toHaveBeenCalledTimes(1);
  });

  it("asks again for the player's answers when a player follows a guest (a login)", async () => {
    const { store, lobbyApi, deps, dealt } = await storeWithBalance(null, async () => answerFor(testPlayer()));
    await readConfig(lobbyApi, store.dispatch);
    expect(dealt).toEqual(['lobbyApi/invalidateTags']);
    await vi.waitFor(() => expect(deps.api.getBalance).toHaveBeenCalledTimes(2));
  });

  it('keeps a guest a guest when it names no player again', async () => {
    const { store, lobbyApi, dealt, balance } = await storeWithBalance(null, async () => answerFor(null));
    await readConfig(lobbyApi, store.dispatch);
    expect(dealt).toEqual([]);
    expect(balance()?.status).toBe('fulfilled');
  });
});

describe('the data layer when the session ends', () => {
  it("drops the player's answers at once, and asks for the next player's when the configuration read again names one", async () => {
    let arrive: (answer: ConfigAnswer) => void = () => undefined;
    const { store, lobbyApi, deps, dealt, balance } = await storeWithBalance(
      testPlayer(),
      () => new Promise<ConfigAnswer>((resolve) => (arrive = resolve)),
    );
    store.dispatch(sessionExpired());
    expect(selectPlayerId(store.getState())).toBeNull();
    await vi.waitFor(() => expect(deps.api.getConfig).toHaveBeenCalledTimes(1));
    expect(dealt).toEqual(['lobbyApi/resetApiState']);
    expect(balance()).toBeUndefined();
    // What the lobby asks for meanwhile is the guest's; the player who logged in meanwhile gets theirs.
    await store.dispatch(lobbyApi.endpoints.getBalance.initiate()).unwrap();
    arrive(answerFor(testPlayer({ PID: 9 })));
    await vi.waitFor(() => expect(deps.api.getBalance).toHaveBeenCalledTimes(3));
    expect(dealt).toEqual(['lobbyApi/resetApiState', 'lobbyApi/invalidateTags']);
    expect(selectPlayerId(store.getState())).toBe(9);
  });

  it('asks again for the answers of the same player when the configuration read again names them (a session renewed)', async () => {
    let arrive: (answer: ConfigAnswer) => void = () => undefined;
    const { store, lobbyApi, deps } = await storeWithBalance(
      testPlayer(),
      () => new Promise<ConfigAnswer>((resolve) => (arrive = resolve)),
    );
    store.dispatch(sessionExpired());
    await vi.waitFor(() => expect(deps.api.getConfig).toHaveBeenCalledTimes(1));
    await store.dispatch(lobbyApi.endpoints.getBalance.initiate()).unwrap();
    arrive(answerFor(testPlayer()));
    await vi.waitFor(() => expect(deps.api.getBalance).toHaveBeenCalledTimes(3));
  });
});
