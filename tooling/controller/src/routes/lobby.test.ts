import { describe, expect, it } from 'vitest';
import { casinoOf, callAction, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const regular = await logIn(fusion.origin, 'regular');

const PLAYER_ONLY = ['myfavorites', 'DFS', 'getBalance', 'getunreadmessages', 'raf', 'suggest'];

describe('guest calls', () => {
  it('getconfig answers the casino config and a null player, encrypted', async () => {
    const body = openEnvelope<{ casino: Record<string, unknown>; player: unknown }>(
      await callAction(fusion.origin, 'getconfig'),
      fusion.passphrase,
    );
    expect(body.player).toBeNull();
    expect(body.casino).toMatchObject({
      casino_id: 1,
      is_fusion: true,
      currency: 'USD',
      environment: 'development',
      assets_domain: fusion.origin,
      tournaments: true,
      allow_play_for_free_before_login: false,
      home_sections: [],
    });
    expect(Object.keys(body.casino.navigation as object)).toEqual(['EN', 'DE', 'ES', 'FR']);
  });

  it('getgames answers the catalog, encrypted', async () => {
    const body = openEnvelope<{ games: object[]; total_jackpot: number }>(await callAction(fusion.origin, 'getgames'), fusion.passphrase);
    expect(Object.keys(body)).toEqual(['games', 'providers', 'themes', 'features', 'categories', 'total_jackpot']);
    expect(body.games.length).toBe(2000);
    expect(body.total_jackpot).toBeGreaterThan(0);
    expect(Object.keys(body.games[0] as object).sort()).toEqual(
      [
        'category',
        'display_name',
        'features',
        'game_lock',
        'id',
        'jackpot',
        'jackpot_multiplier',
        'name',
        'pre_release',
        'provider',
        'release_date',
        'shortname',
        'sub_groups',
        'synth',
        'themes',
      ].sort(),
    );
  });

  it.each(PLAYER_ONLY)('%s answers 401 auth_required', async (action) => {
    const reply = await callAction(fusion.origin, action);
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.text)).toEqual({ error: 'auth_required' });
  });

  it('setFavorite answers 401 for a guest', async () => {
    const reply = await callAction(fusion.origin, null, {
      form: { setFavorite: '1', action: 'add', game: 'wild-west-gold-rush', provider: 'x' },
    });
    expect(reply.status).toBe(401);
  });

  it('a cookie of an ended session is treated as a guest and cleared', async () => {
    const reply = await callAction(fusion.origin, 'getBalance', { cookie: 'lobby_session_1=not-a-session' });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('set-cookie')).toMatch(/^lobby_session_1=; .*Max-Age=0/);
  });
});

describe('player calls', () => {
  it('getconfig carries the player with balances and favorites', async () => {
    const { player } = openEnvelope<{ player: Record<string, unknown> }>(
      await callAction(fusion.origin, 'getconfig', { cookie: regular }),
      fusion.passphrase,
    );
    expect(player).toMatchObject({ PID: 100_002, fname: 'Rafael', class: 'regular', currency_code: 'USD', practicemode: 0 });
    expect(player.favorites).toHaveLength(8);
    expect(Object.keys(player.balances as object)).toEqual([
      'balance',
      'currency_code',
      'fun_money',
      'real',
      'bonus',
      'withdrawable',
      'playthrough',
      'comppoints',
    ]);
  });

  it('answers each player action with its shape, encrypted exactly where the protocol says', async () => {
    const get = (action: string) => callAction(fusion.origin, action, { cookie: regular });
    const open = async (action: string) => openEnvelope(await get(action), fusion.passphrase);
    expect((await open('myfavorites')).favorites).toHaveLength(8);
    expect(await open('DFS')).toEqual({ dfs: true, dfs_popup: true, dfs_spinwheel: true });
    expect(await open('getBalance')).toEqual({ balance: 250, currency_code: 'USD' });
    expect((await open('suggest')).suggested).toHaveLength(12);
    expect(JSON.parse((await get('getunreadmessages')).text)).toEqual({ total_unread: 3 });
    const raf = JSON.parse((await get('raf')).text) as { page: string; url: string };
    expect(raf.page).toBe('/site/refer-a-friend');
    expect(raf.url).toMatch(new RegExp(`^${fusion.origin}/site/signup\\?raf=REG`));
  });

  it('suggestions never repeat a favorite', async () => {
    const favorites = openEnvelope<{ favorites: { shortname: string }[] }>(
      await callAction(fusion.origin, 'myfavorites', { cookie: regular }),
      fusion.passphrase,
    );
    const { suggested } = openEnvelope<{ suggested: { shortname: string }[] }>(
      await callAction(fusion.origin, 'suggest', { cookie: regular }),
      fusion.passphrase,
    );
    const favs = new Set(favorites.favorites.map((f) => f.shortname));
    expect(suggested.some((s) => favs.has(s.shortname))).toBe(false);
  });

  it('a VIP player sees VIP-class games unlocked', async () => {
    const games = async (cookie?: string) =>
      openEnvelope<{ games: { shortname: string; game_lock: number }[] }>(
        await callAction(fusion.origin, 'getgames', cookie ? { cookie } : {}),
        fusion.passphrase,
      ).games;
    const vip = await logIn(fusion.origin, 'vip');
    expect((await games()).find((g) => g.shortname === 'vip-diamond-lounge')?.game_lock).toBe(1);
    expect((await games(vip)).find((g) => g.shortname === 'vip-diamond-lounge')?.game_lock).toBe(0);
  });
});

describe('getgamelockdetails', () => {
  const details = (form: Record<string, string>) => callAction(fusion.origin, 'getgamelockdetails', { form });

  it('answers the lock of each kind, plain JSON', async () => {
    const reply = await details({ shortname: 'founders-preview', provider: '' });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toMatchObject({
      lock_by: 'signup',
      visible_event: 'signup',
      game_name: "Founders' Preview",
      img_portrait: `${fusion.origin}/assets/games/founders-preview/portrait.svg`,
    });
    expect(JSON.parse((await details({ shortname: 'vip-diamond-lounge' })).text)).toMatchObject({
      lock_by: 'player_class',
      visible_event: null,
      target_date: null,
    });
    expect(JSON.parse((await details({ shortname: 'deposit-dash-deluxe' })).text)).toMatchObject({
      lock_by: 'deposit',
      visible_event: 'deposit',
    });
  });

  it('answers 404 for an open or unknown game and 400 without a shortname', async () => {
    expect((await details({ shortname: 'wild-west-gold-rush' })).status).toBe(404);
    expect((await details({ shortname: 'no-such-game' })).status).toBe(404);
    expect((await details({})).status).toBe(400);
  });
});

describe('protocol errors, CORS and limits', () => {
  it('answers an unknown action 404 and a wrong method 405', async () => {
    const unknown = await callAction(fusion.origin, 'getjackpots');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ error: 'unknown_action' });
    expect((await callAction(fusion.origin, 'getgamelockdetails')).status).toBe(405);
  });

  it('echoes a local origin with credentials and answers the preflight', async () => {
    const url = `${fusion.origin}/app/shared/controllers/LobbyController.php?getconfig`;
    const preflight = await request(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await request(url, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 64 KB with 413', async () => {
    const reply = await callAction(fusion.origin, 'getgamelockdetails', { form: { shortname: 'x'.repeat(70_000) } });
    expect(reply.status).toBe(413);
  });

  it('serves the single-provider casino with its own passphrase and config', async () => {
    const body = openEnvelope<{ casino: { casino_id: number; pages: object; currency: string } }>(
      await callAction(single.origin, 'getconfig'),
      single.passphrase,
    );
    expect(body.casino).toMatchObject({ casino_id: 2, currency: 'EUR', is_fusion: false, allow_play_for_free_before_login: true });
    expect(body.casino.pages).not.toHaveProperty('vipprogram');
  });
});
