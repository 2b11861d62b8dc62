import { afterEach, describe, expect, it, vi } from 'vitest';
import { createControllerClient } from './client.ts';
import { encryptBody } from './testing/envelope-fixture.ts';
import { BALANCE, failure, ORIGIN, PASS, setup } from './testing/client-setup.ts';
import { hang, json, text } from './testing/fake-fetch.ts';

describe('requests', () => {
  it('GETs the action as the first query key, with credentials, and decodes an envelope', async () => {
    const { client, requests } = setup(async () => text(await encryptBody(BALANCE, PASS)));
    await expect(client.getBalance()).resolves.toEqual({ balance: 12.5, currency_code: 'USD' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: `${ORIGIN}/app/shared/controllers/LobbyController.php?getBalance`,
      method: 'GET',
      credentials: 'include',
    });
  });

  it.each(['/app/shared/controllers/', '/app/shared/controllers', '', '/'])('endpoint %j resolves to the same paths', async (endpoint) => {
    const { client, requests } = setup(() => json(BALANCE), { endpoint });
    await client.getBalance();
    expect(requests[0]?.url).toBe('/app/shared/controllers/LobbyController.php?getBalance');
  });

  it('uses the global fetch when none is injected', async () => {
    const stub = vi.fn(() => Promise.resolve(json(BALANCE)));
    vi.stubGlobal('fetch', stub);
    const client = createControllerClient({ endpoint: ORIGIN, passphrase: PASS });
    await expect(client.getBalance()).resolves.toMatchObject({ balance: 12.5 });
    expect(stub).toHaveBeenCalledTimes(1);
  });

  it('calls an injected fetch unbound (a native fetch called on another object throws)', async () => {
    const seen: unknown[] = [];
    const fetch = function (this: unknown) {
      seen.push(this);
      return Promise.resolve(json(BALANCE));
    } as unknown as typeof globalThis.fetch;
    await createControllerClient({ endpoint: ORIGIN, passphrase: PASS, fetch }).getBalance();
    expect(seen).toEqual([undefined]);
  });

  afterEach(() => void vi.unstubAllGlobals());
});

describe('failure kinds', () => {
  it('401 means the session is gone: auth, no retry', async () => {
    const { client, requests } = setup(() => json({ error: 'auth_required' }, { status: 401 }));
    expect(await failure(client.getFavorites())).toMatchObject({ kind: 'auth', status: 401, action: 'myfavorites' });
    expect(requests).toHaveLength(1);
  });

  it('a 200 carrying auth_required is an auth error too', async () => {
    const { client } = setup(() => json({ error: 'auth_required' }));
    expect((await failure(client.getBalance())).kind).toBe('auth');
  });

  it('a rejected fetch (TypeError) is a network error, retried', async () => {
    const { client, requests } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client.getConfig());
    expect(error.kind).toBe('network');
    expect(error.message).toContain('fetch failed');
    expect(requests).toHaveLength(3);
  });

  it('a rejected fetch while the browser is offline is offline, not retried', async () => {
    const { client, requests } = setup(() => Promise.reject(new TypeError('Failed to fetch')), { isOnline: () => false });
    expect((await failure(client.getConfig())).kind).toBe('offline');
    expect(requests).toHaveLength(1);
  });

  it('times out a hung server without retrying', async () => {
    const { client, requests } = setup(hang, { timeoutMs: 30 });
    const error = await failure(client.getGames());
    expect(error).toMatchObject({ kind: 'timeout', action: 'getgames' });
    expect(requests).toHaveLength(1);
  });

  it('an undecodable 200 is a decode error, logged once, not retried', async () => {
    const { client, requests, lines } = setup(() => text('<html><body>Fatal error</body></html>'));
    expect((await failure(client.getConfig())).kind).toBe('decode');
    expect(requests).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('a wrong shape is an invalid error naming the problem, not retried', async () => {
    const { client, requests } = setup(() => json({ games: 'nope' }));
    const error = await failure(client.getGames());
    expect(error.kind).toBe('invalid');
    expect(error.issues?.[0]).toMatch(/^games: expected a list of games/);
    expect(requests).toHaveLength(1);
  });
});

describe('dropped items', () => {
  it('logs one line per call with the counts', async () => {
    const games = [
      { id: 1, shortname: 'a', name: 'A' },
      { id: 1, shortname: 'b', name: 'B' },
      { id: 2, name: 'no shortname' },
    ];
    const { client, lines } = setup(() => json({ games, providers: [{ id: 1 }] }));
    const catalog = await client.getGames();
    expect(catalog.games.map((g) => g.shortname)).toEqual(['a']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('dropped 2 of 3 games (1 invalid, 1 duplicate');
    expect(lines[0]).toContain('dropped 1 of 1 providers');
  });
});

describe('preloaded actions', () => {
  it('the first GET of a preloaded action may take the preload; every later one bypasses it; others are untouched', async () => {
    const { client, requests } = setup(() => json(BALANCE), { retries: 0, preloaded: ['getBalance'] });
    await client.getBalance();
    await client.getBalance();
    await client.getUnreadMessages().catch(() => undefined);
    expect(requests.map((request) => request.cache)).toEqual([undefined, 'no-store', undefined]);
  });

  it('a retry after a failed first attempt bypasses the preload', async () => {
    let calls = 0;
    const { client, requests } = setup(() => (++calls === 1 ? json({ error: 'busy' }, { status: 503 }) : json(BALANCE)), {
      preloaded: ['getBalance'],
    });
    await client.getBalance();
    expect(requests.map((request) => request.cache)).toEqual([undefined, 'no-store']);
  });

  it('without preloaded actions no request sets a cache mode', async () => {
    const { client, requests } = setup(() => json(BALANCE));
    await client.getBalance();
    await client.getBalance();
    expect(requests.map((request) => request.cache)).toEqual([undefined, undefined]);
  });
});
