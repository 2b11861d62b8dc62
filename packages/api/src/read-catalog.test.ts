import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isControllerError } from './errors.ts';
import { readCatalog, readPromos } from './read-catalog.ts';
import { failure, PASS, setup } from './testing/client-setup.ts';
import { encryptFields, wrapFields } from './testing/envelope-fixture.ts';
import { json, text } from './testing/fake-fetch.ts';

const GAMES = { games: [{ id: 1, shortname: 'one', name: 'One' }], providers: [{ id: 3, name: 'Acme', slug: 'acme' }] };

async function envelope(bytes: Uint8Array | string, z?: string): Promise<string> {
  const fields = await encryptFields(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes), PASS);
  return wrapFields(z === undefined ? fields : { ...fields, z });
}

describe('getGamesBody + readCatalog: the catalog in two steps, the same answer as getGames', () => {
  it.each([
    ['a plain envelope', () => envelope(JSON.stringify(GAMES))],
    ['a deflate envelope', () => envelope(deflateSync(JSON.stringify(GAMES)), 'deflate')],
    ['a gzip envelope', () => envelope(gzipSync(JSON.stringify(GAMES)), 'gzip')],
  ])('%s', async (_label, body) => {
    const sent = await body();
    const { client, requests } = setup(() => text(sent));
    const raw = await client.getGamesBody();
    expect(raw).toBe(sent);
    expect(requests[0]?.url).toMatch(/LobbyController\.php\?getgames$/);
    const catalog = await readCatalog(raw, { passphrase: PASS, logger: { warn: () => undefined } });
    expect(catalog).toEqual(await client.getGames());
    expect(catalog.games.map((game) => game.shortname)).toEqual(['one']);
  });

  it('a client and a reader given maxInflatedBytes refuse a catalog that inflates beyond it', async () => {
    const sent = await envelope(deflateSync(JSON.stringify(GAMES)), 'deflate');
    const size = JSON.stringify(GAMES).length;
    const bounded = setup(() => text(sent), { maxInflatedBytes: size - 1 });
    expect(await failure(bounded.client.getGames())).toMatchObject({
      kind: 'decode',
      message: expect.stringContaining(`beyond ${size - 1} bytes`),
    });
    const quiet = { passphrase: PASS, logger: { warn: () => undefined } };
    expect(await failure(readCatalog(sent, { ...quiet, maxInflatedBytes: size - 1 }))).toMatchObject({ kind: 'decode' });
    expect((await readCatalog(sent, { ...quiet, maxInflatedBytes: size })).games).toHaveLength(1);
    expect((await setup(() => text(sent), { maxInflatedBytes: size }).client.getGames()).games).toHaveLength(1);
  });

  it('getGamesBody retries a 503 like every GET, and leaves decoding to the reader', async () => {
    let calls = 0;
    const { client, requests } = setup(() => (++calls === 1 ? json({ error: 'busy' }, { status: 503 }) : text('not an envelope')));
    await expect(client.getGamesBody()).resolves.toBe('not an envelope');
    expect(requests).toHaveLength(2);
  });

  it('getGamesBody rejects with the same typed errors as getGames', async () => {
    const { client } = setup(() => json({ error: 'auth_required' }, { status: 401 }));
    expect(await failure(client.getGamesBody())).toMatchObject({ kind: 'auth', action: 'getgames' });
  });
});

describe('readCatalog: a body that is not a catalog is a typed error, never an empty lobby', () => {
  const quiet = { passphrase: PASS, logger: { warn: () => undefined } };

  async function rejection(body: string) {
    const error = await readCatalog(body, quiet).then(
      () => null,
      (e: unknown) => e,
    );
    if (!isControllerError(error)) throw new Error(`expected a ControllerError, got ${String(error)}`);
    return error;
  }

  it('a corrupt compressed body: decode, naming the compression', async () => {
    const error = await rejection(await envelope(JSON.stringify(GAMES), 'deflate'));
    expect(error).toMatchObject({ kind: 'decode', action: 'getgames' });
    expect(error.message).toContain('z=deflate');
    expect(error.message).toContain('corrupt');
  });

  it('an unknown marker: decode, naming the marker', async () => {
    const error = await rejection(await envelope(JSON.stringify(GAMES), 'br'));
    expect(error.kind).toBe('decode');
    expect(error.message).toContain('unknown compression marker z="br"');
  });

  it('a wrong shape: invalid', async () => {
    expect((await rejection(await envelope(deflateSync('{"games":null}'), 'deflate'))).kind).toBe('invalid');
  });

  it('the error survives structured cloning as plain data (a worker posts it)', async () => {
    const error = await rejection('<html>502</html>');
    expect(structuredClone(error.toJSON())).toEqual({
      name: 'ControllerError',
      kind: 'decode',
      action: 'getgames',
      message: error.message,
    });
  });
});

describe('readPromos: the home promotions from a body, the same answer as getPromos', () => {
  const PROMOS = {
    regular_promos: [
      { id: 'reload', title: 'Weekend reload', image: 'https://casino.test/reload.svg', cta_link: '/promotions', cta_text: 'Claim' },
      { title: 'no id: dropped' },
    ],
    custom_promos: [],
  };

  it('reads a plain envelope as getPromos reads the response', async () => {
    const sent = await envelope(JSON.stringify(PROMOS));
    const { client } = setup(() => text(sent));
    const promos = await readPromos(sent, { passphrase: PASS, logger: { warn: () => undefined } });
    expect(promos).toEqual(await client.getPromos({ lang: 'en', target: 'ucc_lobby' }));
    expect(promos.regular_promos.map((promo) => promo.id)).toEqual(['reload']);
    expect(promos.regular_promos[0]?.image).toBe('https://casino.test/reload.svg');
  });

  it('rejects a body that is not an envelope, or one sealed with another passphrase, with a decode error', async () => {
    const other = await wrapFields(await encryptFields(JSON.stringify(PROMOS), 'another passphrase'));
    for (const body of ['<html>maintenance</html>', other]) {
      const error = await readPromos(body, { passphrase: PASS, logger: { warn: () => undefined } }).catch((reason: unknown) => reason);
      expect(isControllerError(error) && error.kind).toBe('decode');
      expect(isControllerError(error) && error.action).toBe('getpromos');
    }
  });
});
