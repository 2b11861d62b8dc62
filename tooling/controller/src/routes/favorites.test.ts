import { describe, expect, it } from 'vitest';
import { casinoOf, callAction, logIn, openEnvelope, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');

interface FavoritesAnswer {
  success: boolean;
  favorites: { shortname: string; provider: string }[];
  message?: string;
}

async function setFavorite(origin: string, cookie: string, form: Record<string, string>) {
  const reply = await callAction(origin, null, { cookie, form: { setFavorite: '1', ...form } });
  return { status: reply.status, body: JSON.parse(reply.text) as FavoritesAnswer };
}

async function providerOf(shortname: string): Promise<string> {
  const { games } = openEnvelope<{ games: { shortname: string; provider: string }[] }>(
    await callAction(fusion.origin, 'getgames'),
    fusion.passphrase,
  );
  const game = games.find((g) => g.shortname === shortname);
  if (!game) throw new Error(`no ${shortname}`);
  return game.provider;
}

describe('setFavorite', () => {
  it('adds and removes, answering the whole list each time, and myfavorites agrees', async () => {
    const cookie = await logIn(fusion.origin, 'nofavs');
    const provider = await providerOf('wild-west-gold-rush');
    const added = await setFavorite(fusion.origin, cookie, { action: 'add', game: 'wild-west-gold-rush', provider });
    expect(added.status).toBe(200);
    expect(added.body.success).toBe(true);
    expect(added.body.favorites).toEqual([{ shortname: 'wild-west-gold-rush', provider }]);
    expect(added.body.message).toContain('Wild West Gold Rush');
    const listed = openEnvelope<FavoritesAnswer>(await callAction(fusion.origin, 'myfavorites', { cookie }), fusion.passphrase);
    expect(listed.favorites).toEqual(added.body.favorites);
    const removed = await setFavorite(fusion.origin, cookie, { action: 'remove', game: 'wild-west-gold-rush', provider });
    expect(removed.body).toMatchObject({ success: true, favorites: [] });
  });

  it('adds a game twice only once', async () => {
    const cookie = await logIn(fusion.origin, 'newbie');
    const provider = await providerOf('neon-nights-megaways');
    const first = await setFavorite(fusion.origin, cookie, { action: 'add', game: 'neon-nights-megaways', provider });
    const second = await setFavorite(fusion.origin, cookie, { action: 'add', game: 'neon-nights-megaways', provider });
    expect(second.body.favorites).toEqual(first.body.favorites);
  });

  it('keeps the same title from two providers apart', async () => {
    const cookie = await logIn(fusion.origin, 'lowbalance');
    await setFavorite(fusion.origin, cookie, { action: 'add', game: 'classic-blackjack', provider: 'redstone-gaming' });
    const both = await setFavorite(fusion.origin, cookie, { action: 'add', game: 'classic-blackjack', provider: 'nova-reels' });
    expect(both.body.favorites.filter((f) => f.shortname === 'classic-blackjack').map((f) => f.provider)).toEqual([
      'redstone-gaming',
      'nova-reels',
    ]);
  });

  it('refuses an unknown game with success false and a malformed form with 400', async () => {
    const cookie = await logIn(fusion.origin, 'vip');
    const unknown = await setFavorite(fusion.origin, cookie, { action: 'add', game: 'no-such-game', provider: 'nova-reels' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.favorites.length).toBeGreaterThan(0);
    expect((await setFavorite(fusion.origin, cookie, { action: 'toggle', game: 'x', provider: 'y' })).status).toBe(400);
    expect((await setFavorite(fusion.origin, cookie, { action: 'add', game: 'wild-west-gold-rush' })).status).toBe(400);
    const noFlag = await callAction(fusion.origin, null, { cookie, form: { action: 'add', game: 'x', provider: 'y' } });
    expect(noFlag.status).toBe(400);
  });

  it('lets a single-provider casino omit the provider', async () => {
    const cookie = await logIn(single.origin, 'nofavs');
    const added = await setFavorite(single.origin, cookie, { action: 'add', game: 'wild-west-gold-rush', provider: '' });
    expect(added.body.favorites).toEqual([{ shortname: 'wild-west-gold-rush', provider: 'golden-reels-studios' }]);
  });

  it('keeps casinos apart: a fusion session is a guest on single-provider', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const reply = await callAction(single.origin, 'myfavorites', { cookie: cookie.replace('lobby_session_1', 'lobby_session_2') });
    expect(reply.status).toBe(401);
  });
});
