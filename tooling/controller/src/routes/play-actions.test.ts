import { describe, expect, it } from 'vitest';
import { casinoOf, callAction, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests({ casinos: [{ profile: 'fusion' }, { profile: 'single-provider' }, { profile: 'sportsbook' }] });
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const sportsbook = casinoOf(controller, 'sportsbook');

interface Launch {
  success: boolean;
  games: { url: string; provider: string; synth: number; synth_details: Record<string, string> | null }[];
  game_name: string;
  error: string | null;
}

async function launch(origin: string, cookie: string | undefined, form: Record<string, string>) {
  const reply = await callAction(origin, 'gamelauncher', cookie === undefined ? { form } : { cookie, form });
  return { status: reply.status, body: JSON.parse(reply.text) as Launch, type: reply.headers.get('content-type') };
}

describe('gamelauncher', () => {
  it('answers a plain JSON launch result with exactly the fields the client reads', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const { status, body, type } = await launch(fusion.origin, cookie, { game: 'wild-west-gold-rush', realmoney: '1' });
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(Object.keys(body)).toEqual(['success', 'games', 'game_name', 'error']);
    expect(body).toMatchObject({ success: true, game_name: 'Wild West Gold Rush', error: null });
    expect(body.games).toHaveLength(1);
    expect(Object.keys(body.games[0] ?? {})).toEqual(['url', 'provider', 'synth', 'synth_details']);
    expect((await request(body.games[0]?.url ?? '')).status).toBe(200);
  });

  it('offers the chooser without a provider and one version with it', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const all = await launch(fusion.origin, cookie, { game: 'classic-blackjack', realmoney: '1' });
    expect(all.body.games.map((g) => g.provider)).toEqual(['redstone-gaming', 'nova-reels', 'crown-table-live']);
    const one = await launch(fusion.origin, cookie, { game: 'classic-blackjack', realmoney: '1', provider: 'crown-table-live' });
    expect(one.body.games).toEqual([
      { url: `${fusion.origin}/games/crown-table-live/classic-blackjack/`, provider: 'crown-table-live', synth: 0, synth_details: null },
    ]);
  });

  it.each([
    ['pocket-pirates-go', 'mobile_only'],
    ['clockwork-jackpot-works', 'maintenance'],
    ['no-such-game', 'invalid_game'],
    ['vip-diamond-lounge', 'game_locked'],
  ])('answers %s with error %s (status 200, no games)', async (game, error) => {
    const cookie = await logIn(fusion.origin, 'regular');
    const { status, body } = await launch(fusion.origin, cookie, { game, realmoney: '1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, games: [], error });
  });

  it('tells a guest auth_required in the answer, not with a 401', async () => {
    const { status, body } = await launch(fusion.origin, undefined, { game: 'wild-west-gold-rush', realmoney: '1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, error: 'auth_required', game_name: 'Wild West Gold Rush' });
    // The single-provider casino lets guests play demos before login; fusion does not.
    expect((await launch(single.origin, undefined, { game: 'wild-west-gold-rush', realmoney: '0' })).body.success).toBe(true);
    expect((await launch(fusion.origin, undefined, { game: 'wild-west-gold-rush', realmoney: '0' })).body.error).toBe('auth_required');
  });

  it('refuses a malformed form with 400', async () => {
    expect((await launch(fusion.origin, undefined, { realmoney: '1' })).status).toBe(400);
    expect((await launch(fusion.origin, undefined, { game: 'x', realmoney: 'maybe' })).status).toBe(400);
  });

  it('opens the sportsbook to its two players at casino 85 only', async () => {
    const allowed = await launch(sportsbook.origin, await logIn(sportsbook.origin, 'regular'), { game: 'sportsbook', realmoney: '1' });
    expect(allowed.body.games[0]?.provider).toBe('first-sportsbook');
    const other = await launch(sportsbook.origin, await logIn(sportsbook.origin, 'newbie'), { game: 'sportsbook', realmoney: '1' });
    expect(other.body.error).toBe('not_allowed');
  });
});

describe('keepplaying', () => {
  it('answers the launched games, newest first, encrypted; failed launches do not count', async () => {
    const cookie = await logIn(single.origin, 'nofavs');
    const recent = async () =>
      openEnvelope<{ keepplaying: { shortname: string; provider: string }[] }>(
        await callAction(single.origin, 'keepplaying', { cookie }),
        single.passphrase,
      ).keepplaying;
    expect(await recent()).toEqual([]);
    await launch(single.origin, cookie, { game: 'wild-west-gold-rush', realmoney: '1' });
    await launch(single.origin, cookie, { game: 'lucky-lantern-riches', realmoney: '0' });
    await launch(single.origin, cookie, { game: 'pocket-pirates-go', realmoney: '1' });
    expect(await recent()).toEqual([
      { shortname: 'lucky-lantern-riches', provider: 'golden-reels-studios' },
      { shortname: 'wild-west-gold-rush', provider: 'golden-reels-studios' },
    ]);
  });

  it('is for players only', async () => {
    expect((await callAction(fusion.origin, 'keepplaying')).status).toBe(401);
  });
});

describe('gettoken and getlivedealer', () => {
  it('gettoken answers a fresh token to a player and 401 to a guest', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const first = JSON.parse((await callAction(fusion.origin, 'gettoken', { cookie })).text) as { token: string };
    const second = JSON.parse((await callAction(fusion.origin, 'gettoken', { cookie })).text) as { token: string };
    expect(Object.keys(first)).toEqual(['token']);
    expect(first.token).toMatch(/^[\w-]{32}$/);
    expect(second.token).not.toBe(first.token);
    expect((await callAction(fusion.origin, 'gettoken')).status).toBe(401);
  });

  it('getlivedealer answers the table lobby URL, which serves an embeddable page', async () => {
    const cookie = await logIn(single.origin, 'regular');
    const reply = await callAction(single.origin, 'getlivedealer', { cookie, form: { getlivedealer: '1' } });
    const { url } = JSON.parse(reply.text) as { url: string };
    expect(url).toMatch(new RegExp(`^${single.origin}/live-dealer/\\?token=[\\w-]{32}$`));
    const page = await request(`${url}&Language=de`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Live-Dealer-Tische');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect((await request(`${single.origin}/live-dealer/`)).status).toBe(401);
  });

  it('getlivedealer is for players, and refused where live dealer is off', async () => {
    expect((await callAction(single.origin, 'getlivedealer', { form: { getlivedealer: '1' } })).status).toBe(401);
    const cookie = await logIn(sportsbook.origin, 'regular');
    const reply = await callAction(sportsbook.origin, 'getlivedealer', { cookie, form: { getlivedealer: '1' } });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toEqual({ error: 'livedealer_disabled' });
  });
});
