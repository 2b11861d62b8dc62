import { ControllerError, createControllerClient } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../store/deps.ts';
import { testDeps } from '../testing/test-deps.ts';
import { signedInStore } from '../testing/test-store.ts';
import { sessionExpired } from '../store/session-slice.ts';
import { selectPlayer } from '../store/selectors.ts';

/** A store with a logged-in player, as after start-up, without the start-up listeners. */
function playerStore(deps: AppDeps) {
  const { store, startListening, lobbyApi } = signedInStore(deps);
  accountApi = lobbyApi;
  const ended = { count: 0 };
  startListening({ actionCreator: sessionExpired, effect: () => void ended.count++ });
  return Object.assign(store, { ended });
}

// The api of the store the test made last.
let accountApi: ReturnType<typeof signedInStore>['lobbyApi'];

const authError = () =>
  new ControllerError({ kind: 'auth', action: 'getBalance', status: 401, message: 'getBalance: session ended (401)' });

describe('lobby data layer', () => {
  it('ends the session once on a 401, with the error as plain data', async () => {
    const deps = testDeps({
      getBalance: vi.fn(async () => Promise.reject(authError())),
      getUnreadMessages: vi.fn(async () => Promise.reject(authError())),
    });
    const store = playerStore(deps);
    const balance = store.dispatch(accountApi.endpoints.getBalance.initiate());
    const unread = store.dispatch(accountApi.endpoints.getUnreadMessages.initiate());
    const error = await balance.unwrap().catch((value: unknown) => value);
    await unread.unwrap().catch(() => undefined);
    expect(error).toEqual({
      name: 'ControllerError',
      kind: 'auth',
      action: 'getBalance',
      status: 401,
      message: 'getBalance: session ended (401)',
    });
    expect(JSON.parse(JSON.stringify(store.getState().lobbyApi?.queries))).toEqual(store.getState().lobbyApi?.queries);
    expect(selectPlayer(store.getState())).toBeNull();
    expect(store.ended.count).toBe(1);
  });

  it('leaves retries to the client: one data-layer call, the client policy behind it', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify({ balance: 42, currency_code: 'USD' }), { status: 200 }));
    const client = createControllerClient({ endpoint: '', passphrase: 'test', fetch, sleep: async () => undefined, random: () => 0 });
    const getBalance = vi.fn(client.getBalance);
    const store = playerStore(testDeps({ getBalance }));
    const balance = await store.dispatch(accountApi.endpoints.getBalance.initiate()).unwrap();
    expect(balance).toEqual({ balance: 42, currency_code: 'USD' });
    expect(getBalance).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('turns anything else a call throws into plain data', async () => {
    const store = playerStore(testDeps({ getBalance: vi.fn(async () => Promise.reject(new TypeError('boom'))) }));
    const error = await store
      .dispatch(accountApi.endpoints.getBalance.initiate())
      .unwrap()
      .catch((value: unknown) => value);
    expect(error).toEqual({ name: 'Error', kind: 'unexpected', action: 'unknown', message: 'boom' });
  });
});
