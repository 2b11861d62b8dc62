import { startController } from '@lobby/controller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControllerClient } from './client.ts';
import type { ControllerClient } from './controller-client.ts';
import { decodeResponse } from './envelope.ts';
import { isControllerError } from './errors.ts';
import { cookieJarFetch, logIn } from './testing/cookie-jar.ts';
import { recordingLogger } from './testing/fake-fetch.ts';

// The reference controller in-process: every lobby action must decode and validate cleanly
// (no decode log, no dropped item) for a guest and a player, on both casino profiles.

type Running = Awaited<ReturnType<typeof startController>>;
type Casino = Running['casinos'][number];

const PROFILES = ['fusion', 'single-provider'] as const;
const ENVELOPED = ['getconfig', 'getgames', 'myfavorites', 'DFS', 'getBalance', 'suggest'];

let controller: Running | undefined;

beforeAll(async () => {
  controller = await startController({ databasePath: ':memory:', casinos: PROFILES.map((profile) => ({ profile, port: 0 })) });
}, 60_000);

afterAll(async () => {
  await controller?.close();
});

function casinoOf(profile: string): Casino {
  const casino = controller?.casinos.find((c) => c.profile === profile);
  if (casino === undefined) throw new Error(`controller did not start ${profile}`);
  return casino;
}

async function clientFor(profile: string, role: 'guest' | 'player') {
  const casino = casinoOf(profile);
  const { fetch: jarFetch, jar } = cookieJarFetch();
  if (role === 'player') {
    const response = await logIn(casino.origin, jarFetch, 'regular', 'demo');
    expect(response.status).toBe(303);
    expect([...jar.keys()]).toContain(`lobby_session_${casino.casinoId}`);
  }
  const bodies = new Map<string, string>();
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await jarFetch(input, init);
    bodies.set(new URL(String(input)).search.slice(1), await response.clone().text());
    return response;
  };
  const { lines, logger } = recordingLogger();
  const client = createControllerClient({
    endpoint: casino.origin,
    passphrase: casino.passphrase,
    fetch: recordingFetch,
    logger,
    timeoutMs: 10_000,
  });
  return { casino, client, lines, bodies };
}

/** A player-only call answers for a player; for a guest it may answer or say `auth`. */
async function settle<T>(role: 'guest' | 'player', call: () => Promise<T>): Promise<T | 'auth'> {
  try {
    return await call();
  } catch (error) {
    if (role === 'guest' && isControllerError(error) && error.kind === 'auth') return 'auth';
    throw error;
  }
}

async function firstGame(client: ControllerClient, locked: boolean) {
  const { games } = await client.getGames();
  return games.find((game) => game.game_lock === locked) ?? null;
}

describe.each(PROFILES)('contract: %s casino', (profile) => {
  describe.each(['guest', 'player'] as const)('as a %s', (role) => {
    it('getConfig decodes the envelope and validates', async () => {
      const { casino, client, lines, bodies } = await clientFor(profile, role);
      const { casino: config, player } = await client.getConfig();
      expect(config.casino_id).toBe(casino.casinoId);
      expect(config.is_fusion).toBe(profile === 'fusion');
      expect(player === null).toBe(role === 'guest');
      if (player !== null) expect(player.PID).toBeGreaterThan(0);
      expect(bodies.get('getconfig')?.trim().startsWith('{')).toBe(false);
      expect(lines).toEqual([]);
    });

    it('getGames validates the whole catalog without dropping or repairing anything', async () => {
      const { casino, client, lines, bodies } = await clientFor(profile, role);
      const catalog = await client.getGames();
      const raw = (await decodeResponse(bodies.get('getgames') ?? '', casino.passphrase)) as { games: Record<string, unknown>[] };
      expect(catalog.games.length).toBeGreaterThan(0);
      expect(catalog.games).toHaveLength(raw.games.length);
      expect(new Set(catalog.games.map((g) => g.id)).size).toBe(catalog.games.length);
      expect(catalog.providers.length).toBeGreaterThan(0);
      // A repaired field would pass validation silently: compare what survived with what was sent.
      const sentBoosts = raw.games.filter((g) => g.jackpot_multiplier !== null && g.jackpot_multiplier !== undefined).length;
      expect(catalog.games.filter((g) => g.jackpot_multiplier !== null)).toHaveLength(sentBoosts);
      const sentJackpots = raw.games.filter((g) => g.jackpot !== null && g.jackpot !== undefined).length;
      expect(catalog.games.filter((g) => g.jackpot !== null)).toHaveLength(sentJackpots);
      expect(catalog.games.every((g) => /^\d{4}-\d{2}-\d{2}$/.test(g.release_date))).toBe(true);
      expect(lines).toEqual([]);
    });

    it('every other lobby GET validates (or is auth for a guest)', async () => {
      const { client, lines, bodies } = await clientFor(profile, role);
      const results = {
        favorites: await settle(role, () => client.getFavorites()),
        dfs: await settle(role, () => client.getDfsFlags()),
        balance: await settle(role, () => client.getBalance()),
        unread: await settle(role, () => client.getUnreadMessages()),
        referral: await settle(role, () => client.getReferral()),
        suggested: await settle(role, () => client.getSuggested()),
      };
      if (role === 'player') {
        expect(results.balance).toMatchObject({ currency_code: expect.any(String) });
        expect(results.unread).toMatchObject({ total_unread: expect.any(Number) });
        expect(Array.isArray(results.favorites)).toBe(true);
        for (const action of ENVELOPED.filter((a) => a !== 'getconfig' && a !== 'getgames')) {
          expect(bodies.get(action)?.trim().startsWith('{'), `${action} is enveloped`).toBe(false);
        }
      }
      expect(lines).toEqual([]);
    });

    it('setFavorite adds and removes a game (or is refused for a guest)', async () => {
      const { client, lines } = await clientFor(profile, role);
      const game = await firstGame(client, false);
      expect(game).not.toBeNull();
      if (game === null) return;
      const ref = { game: game.shortname, provider: game.provider };
      const added = await settle(role, () => client.setFavorite({ action: 'add', ...ref }));
      if (role === 'player') {
        expect(added).toMatchObject({ success: true });
        expect(added !== 'auth' && added.favorites.some((f) => f.shortname === game.shortname)).toBe(true);
        const removed = await client.setFavorite({ action: 'remove', ...ref });
        expect(removed.favorites.some((f) => f.shortname === game.shortname && f.provider === game.provider)).toBe(false);
      } else if (added !== 'auth') {
        expect(added.success).toBe(false);
      }
      expect(lines).toEqual([]);
    });

    it('getGameLockDetails validates for a locked game', async () => {
      const { client, lines } = await clientFor(profile, role);
      const game = (await firstGame(client, true)) ?? (await firstGame(client, false));
      if (game === null) throw new Error('empty catalog');
      const details = await settle(role, () => client.getGameLockDetails({ shortname: game.shortname, provider: game.provider }));
      if (details !== 'auth') expect(['player_class', 'signup', 'deposit']).toContain(details.lock_by);
      expect(lines).toEqual([]);
    });
  });
});
