import { describe, expect, it } from 'vitest';
import { json, text, type SeenRequest } from '../testing/fake-fetch.ts';
import { routeClient } from '../testing/route-client.ts';

const C = '/app/shared/controllers';

const validation = {
  DFSSPINWHEEL: 1,
  allowed_to_redeem: '0',
  reason_not_allowed_to_redeem: 'server_error_email_click',
  slices: [{ no_of_spins: '10', probability: '0.25' }, { no_of_spins: 'x' }],
  casino_id: '14',
  spins_remaining: null,
};

const SPIN = { coupon_template: 'DFS100', coupon_program_template_id: 1, Tier: 8, spins: 100, wspins: 7, dfs_game: 'gold' };
const validationAllowed = () => routeClient({ ...validation, allowed_to_redeem: 1 }).client.getDailyFreeSpins();

describe('loyalty controller', () => {
  it('getDailyFreeSpins maps reasons and normalizes slices', async () => {
    const { client, only } = routeClient(validation);
    const result = await client.getDailyFreeSpins();
    expect(only()).toMatchObject({ method: 'GET', path: `${C}/LoyaltyController.php?dailyfreespins` });
    expect(result).toMatchObject({
      DFSSPINWHEEL: true,
      allowed_to_redeem: false,
      reason_not_allowed_to_redeem: 'no_dfs_data',
      slices: [{ no_of_spins: 10, probability: 0.25 }],
      casino_id: 14,
      spins_remaining: null,
      email: '',
    });
  });

  it.each([
    [{ allowed_to_redeem: 0, reason_not_allowed_to_redeem: 'Minimum_Deposit' }, 'minimum_deposit'],
    [{ allowed_to_redeem: 0, reason_not_allowed_to_redeem: 'alien_reason' }, 'no_dfs_data'],
    [{ allowed_to_redeem: 0 }, 'no_dfs_data'],
    [{ allowed_to_redeem: 1, reason_not_allowed_to_redeem: 'redeemed_today' }, null],
  ])('reason of %j is %j', async (answer, reason) => {
    await expect(routeClient(answer).client.getDailyFreeSpins()).resolves.toMatchObject({ reason_not_allowed_to_redeem: reason });
  });

  it.each([
    ['sendFreeSpinEmail', 'sendfreespinemail'],
    ['checkFreeSpinEmailClick', 'emailclickcheck'],
  ] as const)('%s GETs ?%s', async (name, action) => {
    const { client, only } = routeClient({ success: 'true' });
    await expect(client[name]()).resolves.toEqual({ success: true });
    expect(only()).toMatchObject({ method: 'GET', path: `${C}/LoyaltyController.php?${action}` });
  });

  it('redeemDailyFreeSpins POSTs the validation and spin as one JSON body', async () => {
    const { client, only } = routeClient({
      success: 1,
      responseMessage: 'OK',
      gamename: 'Gold',
      gameimage: '',
      shortcut: 'gold',
      freespins: '10',
    });
    const base = await routeClient({ ...validation, allowed_to_redeem: 1 }).client.getDailyFreeSpins();
    const spin = { coupon_template: 'T1', coupon_program_template_id: 77, Tier: 'gold', spins: 10, wspins: 2, dfs_game: 'gold' };
    await expect(client.redeemDailyFreeSpins({ validation: base, spin })).resolves.toEqual({
      success: true,
      responseMessage: 'OK',
      gamename: 'Gold',
      gameimage: null,
      shortcut: 'gold',
      freespins: 10,
    });
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: `${C}/LoyaltyController.php?redeem_dfs`, contentType: 'application/json' });
    expect(JSON.parse(request.body ?? '')).toMatchObject({
      DFSSPINWHEEL: true,
      casino_id: 14,
      coupon_template: 'T1',
      spins: 10,
      dfs_game: 'gold',
    });
  });

  it.each([
    ['a slice the controller drew', { drawn_slice: 3 }, 3],
    ['its numeric string', { drawn_slice: '0' }, 0],
    ['none: a controller that takes the request', {}, undefined],
    ['a negative one', { drawn_slice: -1 }, undefined],
    ['a fraction', { drawn_slice: 1.5 }, undefined],
    ['garbage', { drawn_slice: 'top' }, undefined],
    ['null', { drawn_slice: null }, undefined],
  ])('redeemDailyFreeSpins reads %s', async (_label, drawn, expected) => {
    const { client } = routeClient({ success: 1, freespins: 10, ...drawn });
    const result = await client.redeemDailyFreeSpins({ validation: await validationAllowed(), spin: SPIN });
    expect(result.drawn_slice).toBe(expected);
    expect(Object.hasOwn(result, 'drawn_slice')).toBe(expected !== undefined);
  });

  it.each([
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//evil.example/x.png', null],
    ['/\\evil.example/x.png', null],
    ['https://cdn.casino.example/gold.png', 'https://cdn.casino.example/gold.png'],
    ['/assets/games/gold/landscape.svg', '/assets/games/gold/landscape.svg'],
  ])("the redeem answer's gameimage %s reads as %s", async (image, expected) => {
    const { client } = routeClient({ success: 1, gameimage: image });
    const result = await client.redeemDailyFreeSpins({ validation: await validationAllowed(), spin: SPIN });
    expect(result.gameimage).toBe(expected);
  });

  it("the validation's links and game image pass the URL check; unsafe ones are dropped", async () => {
    const unsafe = 'javascript:alert(1)';
    const dropped = await routeClient({
      ...validation,
      terms_page: unsafe,
      game_image: '//evil.example/x.png',
      cashierURL: 'data:text/html,<script>1</script>',
      webplayURL: ' javascript:alert(1)',
    }).client.getDailyFreeSpins();
    expect(dropped).toMatchObject({ terms_page: '', game_image: null, cashierURL: '', webplayURL: '' });
    const kept = await routeClient({
      ...validation,
      terms_page: '/site/terms',
      game_image: 'https://cdn.casino.example/gold.png',
      cashierURL: 'https://casino.example/site/cashier',
      webplayURL: '/',
    }).client.getDailyFreeSpins();
    expect(kept).toMatchObject({
      terms_page: '/site/terms',
      game_image: 'https://cdn.casino.example/gold.png',
      cashierURL: 'https://casino.example/site/cashier',
      webplayURL: '/',
    });
  });

  it('getLoyaltyTexts asks for the upper-case language and falls back to EN', async () => {
    const { client, requests } = routeClient((request: SeenRequest) =>
      request.url.endsWith('/DE-loyalty.json')
        ? text('Not Found', { status: 404 })
        : json({ title: 'Loyalty', levels: { one: 'Bronze', n: 3, bad: [1] } }),
    );
    await expect(client.getLoyaltyTexts('de')).resolves.toEqual({ title: 'Loyalty', levels: { one: 'Bronze', n: '3' } });
    expect(requests.map((r) => r.url.replace('http://casino.test', ''))).toEqual([
      '/app/shared/Dashboard/json/DE-loyalty.json',
      '/app/shared/Dashboard/json/EN-loyalty.json',
    ]);
  });

  it('getLoyaltyTexts does not fall back from EN itself', async () => {
    const { client, requests } = routeClient(() => text('', { status: 404 }));
    await expect(client.getLoyaltyTexts('en')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(requests).toHaveLength(1);
  });
});

describe('message center and campaign widgets', () => {
  it('getMessages accepts common field spellings and a bare count', async () => {
    const answer = {
      messages: [{ message_id: 1, title: 'Hello', message: '<p>Hi</p>', created_at: '2026-11-01', is_read: '0' }, { subject: 'no id' }],
      count: '3',
      lastimport: '2026-11-21 10:00:00',
    };
    const { client, only } = routeClient(answer);
    await expect(client.getMessages()).resolves.toEqual({
      messages: [{ id: '1', subject: 'Hello', body: '<p>Hi</p>', date: '2026-11-01', read: false }],
      count: { total_unread: 3 },
      lastimport: '2026-11-21 10:00:00',
    });
    expect(only().path).toBe(`${C}/MessageCenter.php?getmessages`);
  });

  it.each([
    ['getRngWidget', 'RngCampaignController.php?widget'],
    ['getWaypointsWidget', 'WaypointsController.php?widget'],
    ['getSynthGameWidget', 'SynthGameController.php?widget'],
  ] as const)('%s GETs %s', async (name, path) => {
    const { client, only } = routeClient({ campaign: { id: 1 }, hash: 'h', error: false });
    await expect(client[name]()).resolves.toEqual({ campaign: { id: 1 }, hash: 'h', error: null });
    expect(only().path).toBe(`${C}/${path}`);
  });

  it.each([
    ['getRngWidgetHtml', 'RngCampaignController.php?widgethtml'],
    ['getWaypointsWidgetHtml', 'WaypointsController.php?widgethtml'],
    ['getSynthGameWidgetHtml', 'SynthGameController.php?widgethtml'],
  ] as const)('%s GETs %s', async (name, path) => {
    const { client, only } = routeClient({ html: '<div>w</div>' });
    await expect(client[name]()).resolves.toEqual({ html: '<div>w</div>' });
    expect(only().path).toBe(`${C}/${path}`);
  });

  it('a campaign widget error survives for the app to skip it', async () => {
    await expect(routeClient({ error: true }).client.getRngWidget()).resolves.toEqual({ campaign: null, hash: null, error: 'error' });
  });
});

describe('cashier and webplay', () => {
  it('redeemFiftyFree POSTs the coupon form; an answer without success is not a redemption', async () => {
    const { client, only } = routeClient({});
    await expect(client.redeemFiftyFree()).resolves.toEqual({ success: false, message: null });
    expect(only()).toMatchObject({ method: 'POST', path: `${C}/CashierCoupons.php`, form: { redeem: 'MY50FREE', redirect: 'false' } });
  });

  it('rollbackTryout POSTs tryout=rollback; an empty 200 counts as done', async () => {
    const { client, only } = routeClient(() => text(''));
    await expect(client.rollbackTryout()).resolves.toEqual({ success: true, message: null });
    expect(only()).toMatchObject({ method: 'POST', path: `${C}/WebplayController.php`, form: { tryout: 'rollback' } });
  });
});
