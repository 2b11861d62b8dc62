import { describe, expect, it } from 'vitest';
import { routeClient } from '../testing/route-client.ts';

const LOBBY = '/app/shared/controllers/LobbyController.php';
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

describe('lobby GET actions', () => {
  it.each([
    ['getFavorites', 'myfavorites', { favorites: [{ shortname: 'a', provider: 'p' }] }, [{ shortname: 'a', provider: 'p' }]],
    ['getDfsFlags', 'DFS', { dfs: '1', dfs_popup: 0, dfs_spinwheel: true }, { dfs: true, dfs_popup: false, dfs_spinwheel: true }],
    ['getBalance', 'getBalance', { balance: 'NaN', currency_code: 'USD' }, { balance: null, currency_code: 'USD' }],
    ['getUnreadMessages', 'getunreadmessages', { total_unread: '4' }, { total_unread: 4 }],
    ['getReferral', 'raf', { page: '/raf', url: 'https://casino.test/r/1' }, { page: '/raf', url: 'https://casino.test/r/1' }],
    ['getSuggested', 'suggest', { suggested: [{ shortname: 's', provider: 'p' }, { shortname: '' }] }, [{ shortname: 's', provider: 'p' }]],
    ['getGames', 'getgames', { games: [] }, { games: [], providers: [], themes: [], features: [], categories: [], total_jackpot: null }],
  ] as const)('%s GETs ?%s and normalizes the answer', async (name, action, answer, expected) => {
    const { client, only } = routeClient(answer);
    await expect(client[name]()).resolves.toEqual(expected);
    expect(only()).toMatchObject({ method: 'GET', path: `${LOBBY}?${action}`, credentials: 'include', body: undefined });
  });

  it('getConfig GETs ?getconfig', async () => {
    const { client, only } = routeClient({ casino: { casino_id: 4 }, player: null });
    await expect(client.getConfig()).resolves.toMatchObject({ casino: { casino_id: 4, environment: 'live' }, player: null });
    expect(only().path).toBe(`${LOBBY}?getconfig`);
  });

  it.each([
    ['getBalance', { currency_code: 'USD' }],
    ['getUnreadMessages', {}],
    ['getReferral', { page: 'x' }],
    ['getFavorites', { error: 'nope' }],
    ['getDfsFlags', { dfs_popup: 1 }],
  ] as const)('%s rejects a wrong shape as invalid', async (name, answer) => {
    const { client } = routeClient(answer);
    await expect(client[name]()).rejects.toMatchObject({ name: 'ControllerError', kind: 'invalid' });
  });

  it('a garbage unread count reads as 0', async () => {
    await expect(routeClient({ total_unread: 'lots' }).client.getUnreadMessages()).resolves.toEqual({ total_unread: 0 });
  });
});

describe('lobby POST actions', () => {
  it('setFavorite POSTs the form without a query and returns the server list', async () => {
    const { client, only } = routeClient({ success: 1, favorites: [{ shortname: 'x', provider: 'p' }] });
    const result = await client.setFavorite({ action: 'remove', game: 'x y&z', provider: 'p' });
    expect(result).toEqual({ success: true, favorites: [{ shortname: 'x', provider: 'p' }], message: null });
    expect(only()).toMatchObject({
      method: 'POST',
      path: LOBBY,
      contentType: FORM,
      credentials: 'include',
      form: { setFavorite: '1', action: 'remove', game: 'x y&z', provider: 'p' },
    });
  });

  it('setFavorite keeps a failure message and an empty list', async () => {
    const { client } = routeClient({ success: '0', message: 'Too many favorites' });
    await expect(client.setFavorite({ action: 'add', game: 'g', provider: 'p' })).resolves.toEqual({
      success: false,
      favorites: [],
      message: 'Too many favorites',
    });
  });

  it('getGameLockDetails POSTs shortname and provider', async () => {
    const details = {
      lock_by: 'player_class',
      visible_event: null,
      target_date: null,
      display_name: 'VIP',
      game_name: 'G',
      img_portrait: 'p.svg',
      img_landscape: 'l.svg',
    };
    const { client, only } = routeClient(details);
    await expect(client.getGameLockDetails({ shortname: 'g', provider: 'p' })).resolves.toEqual(details);
    expect(only()).toMatchObject({
      method: 'POST',
      path: `${LOBBY}?getgamelockdetails`,
      contentType: FORM,
      form: { shortname: 'g', provider: 'p' },
    });
  });
});
