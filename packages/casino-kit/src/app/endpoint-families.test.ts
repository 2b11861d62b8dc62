// @vitest-environment node
import { type ConfigAnswer, ControllerError } from '@lobby/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps, LobbyApi } from '@lobby/casino-core';
import { selectConfig, selectPlayer, sessionExpired } from '@lobby/casino-core';
import { signedInStore, testConfig, testDeps, testPlayer } from '@lobby/casino-core/testing';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { dataLayer, lobbyApi } from '../shared/data-layer.ts';
import { lobbyListsApi } from '../features/lobby/lobby-lists-api.ts';
import { lockDetailsApi } from '../shared/games/lock-details-api.ts';
import { messagesApi } from '../features/messages/messages-api.ts';
import { playApi } from '../features/play/play-api.ts';
import { protectionApi } from '../features/protection/protection-api.ts';

type Store = ReturnType<typeof signedInStore>['store'];
type Started = { unwrap(): Promise<unknown>; unsubscribe(): void; abort(): void };

/** One query of each endpoint family, the client call behind it and the lifetime it is kept. */
const FAMILIES: readonly {
  name: string;
  call: keyof LobbyApi;
  lifetime: number;
  start: (store: Store) => Started;
  /** Answers where the test controller has none (a controller without the responsible-gaming calls). */
  answers?: Partial<LobbyApi>;
}[] = [
  {
    name: 'account',
    call: 'getBalance',
    lifetime: CACHE_LIFETIME.standard,
    start: (s) => s.dispatch(lobbyApi.endpoints.getBalance.initiate()),
  },
  {
    name: 'favorites',
    call: 'getFavorites',
    lifetime: CACHE_LIFETIME.standard,
    start: (s) => s.dispatch(lobbyApi.endpoints.getFavorites.initiate()),
  },
  {
    name: 'message center',
    call: 'getMessages',
    lifetime: CACHE_LIFETIME.visit,
    start: (s) => s.dispatch(messagesApi.endpoints.getMessages.initiate(7)),
  },
  {
    name: 'launch',
    call: 'launchGame',
    lifetime: CACHE_LIFETIME.none,
    start: (s) => s.dispatch(playApi.endpoints.launchGame.initiate({ game: 'game-1', realmoney: true })),
  },
  {
    name: 'live dealer',
    call: 'getLiveDealer',
    lifetime: CACHE_LIFETIME.none,
    start: (s) => s.dispatch(playApi.endpoints.getLiveDealer.initiate()),
  },
  {
    name: 'suggested games',
    call: 'getSuggested',
    lifetime: CACHE_LIFETIME.standard,
    start: (s) => s.dispatch(lobbyListsApi.endpoints.getSuggested.initiate()),
  },
  {
    name: 'lock details',
    call: 'getGameLockDetails',
    lifetime: CACHE_LIFETIME.none,
    start: (s) => s.dispatch(lockDetailsApi.endpoints.getGameLockDetails.initiate({ shortname: 'game-1', provider: 'acme' })),
  },
  {
    name: 'player protection',
    call: 'getSessionSummary',
    lifetime: CACHE_LIFETIME.standard,
    answers: {
      getSessionSummary: vi.fn(async () => ({
        sessionStart: 0,
        serverNow: 0,
        netPosition: 0,
        currency: 'EUR',
        realityCheckMinutes: null,
        realityCheckAcknowledgedAt: null,
        summaryAcknowledgedAt: null,
        toolsAcknowledgedAt: null,
        sessionLimit: null,
      })),
    },
    start: (s) => s.dispatch(protectionApi.endpoints.getSessionSummary.initiate()),
  },
  {
    name: 'account history',
    call: 'getAccountHistory',
    lifetime: CACHE_LIFETIME.none,
    answers: { getAccountHistory: vi.fn(async () => ({ months: 3, currency: 'EUR', entries: [] })) },
    start: (s) => s.dispatch(protectionApi.endpoints.getAccountHistory.initiate()),
  },
];

function playerStore(api: Partial<LobbyApi>) {
  const deps: AppDeps = testDeps(api);
  const { store } = signedInStore(deps, { layer: dataLayer });
  return { store, deps };
}

/** The abort signal a client call received (its last argument's `signal`). */
function signalOf(args: unknown[]): AbortSignal | undefined {
  return (args.at(-1) as { signal?: AbortSignal } | undefined)?.signal;
}

/** What the whole lobby stands on, kept for the visit: not among a family's entries. */
const FOUNDATION = ['getConfig', 'getGames'];
const entries = (store: Store) => Object.keys(store.getState().lobbyApi?.queries ?? {}).filter((key) => !FOUNDATION.includes(key)).length;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(FAMILIES)('data layer: $name ($call)', ({ call, lifetime, start, answers = {} }) => {
  it('aborts the call once nobody reads it and its lifetime is over', async () => {
    vi.useFakeTimers();
    const signals: (AbortSignal | undefined)[] = [];
    const hanging = vi.fn((...args: unknown[]) => {
      const signal = signalOf(args);
      signals.push(signal);
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new ControllerError({ kind: 'aborted', action: call, message: 'aborted' }))),
      );
    });
    const { store, deps } = playerStore({ [call]: hanging });
    const request = start(store);
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    request.unsubscribe();
    if (lifetime > 0) {
      await vi.advanceTimersByTimeAsync(lifetime * 1000 - 1);
      expect(signals[0]?.aborted).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    // An abort is no failure worth a log line.
    expect(deps.log).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 and keeps the error as plain data', async () => {
    const { store } = playerStore({
      [call]: vi.fn(async () => Promise.reject(new ControllerError({ kind: 'auth', action: call, status: 401, message: '401' }))),
    });
    const error = await start(store)
      .unwrap()
      .catch((value: unknown) => value);
    expect(error).toEqual({ name: 'ControllerError', kind: 'auth', action: call, status: 401, message: '401' });
    expect(selectPlayer(store.getState())).toBeNull();
  });

  it('calls the client once: retrying is the client policy', async () => {
    const failing = vi.fn(async () => Promise.reject(new ControllerError({ kind: 'http', action: call, status: 503, message: '503' })));
    const { store, deps } = playerStore({ [call]: failing });
    await start(store)
      .unwrap()
      .catch(() => undefined);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(deps.log).toHaveBeenCalledTimes(1);
    expect(selectPlayer(store.getState())).not.toBeNull();
  });

  it(`keeps the answer ${lifetime} s after its last reader leaves`, async () => {
    vi.useFakeTimers();
    const { store, deps } = playerStore(answers);
    const request = start(store);
    await request.unwrap();
    expect(deps.api[call]).toHaveBeenCalledTimes(1);
    request.unsubscribe();
    if (lifetime > 0) {
      await vi.advanceTimersByTimeAsync(lifetime * 1000 - 1);
      expect(entries(store)).toBe(1);
      // Asked again within its lifetime, it comes from the cache.
      const again = start(store);
      await again.unwrap();
      again.unsubscribe();
      expect(deps.api[call]).toHaveBeenCalledTimes(1);
    }
    await vi.advanceTimersByTimeAsync(lifetime * 1000 + 1);
    expect(entries(store)).toBe(0);
  });
});

describe('data layer and the session', () => {
  it("drops every answer of the player when the session ends; the configuration stays, as a guest's", async () => {
    const { store } = playerStore({});
    await FAMILIES[0]?.start(store).unwrap();
    expect(entries(store)).toBe(1);
    store.dispatch(sessionExpired());
    expect(selectPlayer(store.getState())).toBeNull();
    await vi.waitFor(() => expect(entries(store)).toBe(0));
    expect(selectConfig(store.getState())).not.toBeNull();
  });

  it("asks again for the player's data when a player arrives", async () => {
    // The configuration read after the session ended names a player who logged in meanwhile.
    let arrive: (answer: ConfigAnswer) => void = () => undefined;
    const getConfig = vi.fn(() => new Promise<ConfigAnswer>((resolve) => (arrive = resolve)));
    const { store, deps } = playerStore({ getConfig });
    store.dispatch(sessionExpired());
    await vi.waitFor(() => expect(getConfig).toHaveBeenCalledTimes(1));
    const balance = store.dispatch(lobbyApi.endpoints.getBalance.initiate());
    await balance.unwrap();
    arrive({ casino: testConfig(), player: testPlayer({ PID: 9 }) });
    await vi.waitFor(() => expect(deps.api.getBalance).toHaveBeenCalledTimes(2));
    expect(selectPlayer(store.getState())?.PID).toBe(9);
  });
});
