import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startController } from './controller.ts';
import { casinoOf, callAction, logIn, openEnvelope, request } from './test-helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'lobby-controller-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('keeps sessions, favorites and balances across a restart, and seeds only once', async () => {
    const databasePath = join(dir, 'controller.sqlite');
    const firstLog: string[] = [];
    const first = await startController({ databasePath, casinos: [{ profile: 'fusion' }], log: (l) => firstLog.push(l) });
    const origin = casinoOf(first, 'fusion').origin;
    const cookie = await logIn(origin, 'nofavs');
    const { games } = openEnvelope<{ games: { shortname: string; provider: string }[] }>(
      await callAction(origin, 'getgames'),
      first.casinos[0]?.passphrase ?? '',
    );
    const picked = games[500] ?? { shortname: '', provider: '' };
    const game = { shortname: picked.shortname, provider: picked.provider };
    await callAction(origin, null, { cookie, form: { setFavorite: '1', action: 'add', game: game.shortname, provider: game.provider } });
    await request(`${origin}/site/cashier`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'op=deposit',
    });
    await first.close();
    expect(firstLog.some((l) => l.includes('seeded 2000 games'))).toBe(true);

    const secondLog: string[] = [];
    const second = await startController({ databasePath, casinos: [{ profile: 'fusion' }], log: (l) => secondLog.push(l) });
    const again = casinoOf(second, 'fusion');
    try {
      expect(secondLog.some((l) => l.includes('seeded'))).toBe(false);
      const favorites = openEnvelope<{ favorites: unknown[] }>(await callAction(again.origin, 'myfavorites', { cookie }), again.passphrase);
      expect(favorites.favorites).toEqual([game]);
      expect(openEnvelope(await callAction(again.origin, 'getBalance', { cookie }), again.passphrase)).toEqual({
        balance: 125,
        currency_code: 'USD',
      });
    } finally {
      await second.close();
    }
  });

  it('re-seeds the catalog when the game count changes, keeping players', async () => {
    const databasePath = join(dir, 'resize.sqlite');
    const small = await startController({ databasePath, casinos: [{ profile: 'fusion' }], seedGames: 2000 });
    await small.close();
    const large = await startController({ databasePath, casinos: [{ profile: 'fusion' }], seedGames: 2500 });
    try {
      const c = casinoOf(large, 'fusion');
      expect(openEnvelope<{ games: unknown[] }>(await callAction(c.origin, 'getgames'), c.passphrase).games).toHaveLength(2500);
      expect((await request(`${c.origin}/__control/players`)).text).toContain('"regular"');
    } finally {
      await large.close();
    }
  });
});

describe('startController', () => {
  it('serves fusion and single-provider on free ports by default, and refuses a profile twice', async () => {
    const controller = await startController();
    try {
      expect(controller.casinos.map((c) => [c.profile, c.casinoId])).toEqual([
        ['fusion', 1],
        ['single-provider', 2],
      ]);
      expect(new Set(controller.casinos.map((c) => c.origin)).size).toBe(2);
      for (const c of controller.casinos) expect(c.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await controller.close();
    }
    await expect(startController({ casinos: [{ profile: 'fusion' }, { profile: 'fusion' }] })).rejects.toThrow(/once/);
    await expect(startController({ casinos: [{ profile: 'nope' }] })).rejects.toThrow(/unknown casino profile/);
  });

  it('uses the public origin for assets_domain', async () => {
    const port = await freePort();
    const controller = await startController({ casinos: [{ profile: 'fusion', port, publicOrigin: `http://localhost:${port}/` }] });
    try {
      const c = casinoOf(controller, 'fusion');
      expect(c.origin).toBe(`http://localhost:${port}`);
      const { casino } = openEnvelope<{ casino: { assets_domain: string } }>(
        await callAction(`http://127.0.0.1:${port}`, 'getconfig'),
        c.passphrase,
      );
      expect(casino.assets_domain).toBe(`http://localhost:${port}`);
    } finally {
      await controller.close();
    }
  });

  // Seeding 20,000 games is seconds of work on a busy two-core machine: the limit guards hangs, not speed.
  it('seeds and serves 20,000 games', { timeout: 120_000 }, async () => {
    const controller = await startController({ casinos: [{ profile: 'fusion' }], seedGames: 20_000 });
    try {
      const c = casinoOf(controller, 'fusion');
      const { games } = openEnvelope<{ games: { id: number }[] }>(await callAction(c.origin, 'getgames'), c.passphrase);
      expect(games).toHaveLength(20_000);
      expect(new Set(games.map((g) => g.id)).size).toBe(20_000);
    } finally {
      await controller.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
