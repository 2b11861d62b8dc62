import { beforeEach, describe, expect, it } from 'vitest';
import { casinoOf, logIn, request, startForTests } from '../test-helpers.ts';
import { DEMO_WHEEL, DFS_REFUSAL } from '../seed/reward-players.ts';

const controller = await startForTests({ casinos: [{ profile: 'fusion' }, { profile: 'single-provider' }] });
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const LOYALTY = '/app/shared/controllers/LoyaltyController.php';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

async function loyalty(origin: string, cookie: string, action: string, body?: unknown) {
  const reply = await request(`${origin}${LOYALTY}?${action}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { Cookie: cookie } : { Cookie: cookie, ...JSON_HEADERS },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: JSON.parse(reply.text) as Record<string, unknown> };
}

const validationOf = async (origin: string, username: string) => {
  const cookie = await logIn(origin, username);
  return { cookie, validation: (await loyalty(origin, cookie, 'dailyfreespins')).body };
};

const reset = (origin: string) => request(`${origin}/__control/reset`, { method: 'POST' });
// Every test starts from the seeded players, whatever ran before it.
beforeEach(async () => {
  await Promise.all([reset(fusion.origin), reset(single.origin)]);
});
/** Today's wheel draw of a player lands on `slice` (a test control). */
const drawOnto = (origin: string, username: string, slice: number) =>
  request(`${origin}/__control/dfs/${username}/draw`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ slice }) });
const TOP = DEMO_WHEEL.reduce((best, slice, index) => (slice.no_of_spins > (DEMO_WHEEL[best]?.no_of_spins ?? 0) ? index : best), 0);
const spin = (index: number) => ({
  coupon_template: 'x',
  coupon_program_template_id: 1,
  Tier: 1,
  spins: DEMO_WHEEL[index]?.no_of_spins,
  wspins: index,
  dfs_game: 'wild-west-gold-rush',
});

describe('dailyfreespins: a seeded player for each reason', () => {
  it.each([
    ['dfsemail', 'email_not_clicked'],
    ['newbie', 'minimum_deposit'],
    ['dfsdone', 'redeemed_today'],
    ['dfscoupon', 'active_coupon'],
    ['dfsfive', 'fivedolar_balance'],
    ['dfsnodata', 'no_dfs_data'],
    ['dfsnogame', 'no_dfs_game'],
    ['dfsnotemplate', 'no_dfs_template'],
    ['dfserror', 'server_error_email_click'],
  ])('%s: %s', async (username, reason) => {
    const { validation } = await validationOf(fusion.origin, username);
    expect(validation).toMatchObject({
      allowed_to_redeem: false,
      reason_not_allowed_to_redeem: reason,
      is_spin_available_for_today: false,
    });
  });

  it('regular (fusion): allowed with the wheel and its slices', async () => {
    const { validation } = await validationOf(fusion.origin, 'regular');
    expect(validation).toMatchObject({
      allowed_to_redeem: true,
      DFSSPINWHEEL: true,
      slices: DEMO_WHEEL,
      dfs_game_slug: 'wild-west-gold-rush',
    });
  });

  it('vip: allowed without the wheel, 30 spins', async () => {
    const { validation } = await validationOf(fusion.origin, 'vip');
    expect(validation).toMatchObject({ allowed_to_redeem: true, DFSSPINWHEEL: false, slices: [], spins_remaining: 30 });
  });

  it('the single-provider casino has its wheel off: regular redeems at once', async () => {
    const { validation } = await validationOf(single.origin, 'regular');
    expect(validation).toMatchObject({ allowed_to_redeem: true, DFSSPINWHEEL: false });
  });

  it('a guest gets 401', async () => {
    expect((await request(`${fusion.origin}${LOYALTY}?dailyfreespins`)).status).toBe(401);
  });

  it('an unknown action is 404, a GET redeem 405', async () => {
    const cookie = await logIn(fusion.origin, 'vip');
    expect((await loyalty(fusion.origin, cookie, 'nosuch')).status).toBe(404);
    expect((await loyalty(fusion.origin, cookie, 'redeem_dfs')).status).toBe(405);
  });
});

describe('the email flow', () => {
  it('sent, not clicked, then the link page confirms it and the offer opens', async () => {
    const cookie = await logIn(fusion.origin, 'dfsemail');
    expect((await loyalty(fusion.origin, cookie, 'emailclickcheck')).body).toEqual({ success: false });
    expect((await loyalty(fusion.origin, cookie, 'sendfreespinemail')).body).toEqual({ success: true });
    const state = JSON.parse((await request(`${fusion.origin}/__control/dfs/dfsemail`)).text) as { emailLink: string; emailSent: boolean };
    expect(state.emailSent).toBe(true);
    expect((await loyalty(fusion.origin, cookie, 'emailclickcheck')).body).toEqual({ success: false });
    const page = await request(`${fusion.origin}${state.emailLink}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Email confirmed');
    expect((await loyalty(fusion.origin, cookie, 'emailclickcheck')).body).toEqual({ success: true });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ allowed_to_redeem: true, DFSSPINWHEEL: true });
  });

  it('the click control does the same; an unknown link is 404', async () => {
    const cookie = await logIn(fusion.origin, 'dfsemail');
    expect((await request(`${fusion.origin}/site/dfs-confirm?token=nope`)).status).toBe(404);
    expect((await request(`${fusion.origin}/__control/dfs/dfsemail/click`, { method: 'POST' })).status).toBe(200);
    expect((await loyalty(fusion.origin, cookie, 'emailclickcheck')).body).toEqual({ success: true });
    expect((await request(`${fusion.origin}/__control/dfs/nobody`)).status).toBe(404);
  });
});

describe('redeem_dfs', () => {
  it('a fair wheel spin redeems once; the day is then redeemed_today until New York midnight', async () => {
    await request(`${fusion.origin}/__control/clock`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ now: '2026-03-08T20:00:00Z' }),
    });
    const cookie = await logIn(fusion.origin, 'dfswheel');
    const { validation } = await validationOf(fusion.origin, 'dfswheel');
    expect((await drawOnto(fusion.origin, 'dfswheel', 1)).status).toBe(200);
    const first = await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(1) });
    expect(first.body).toMatchObject({
      success: true,
      freespins: 20,
      drawn_slice: 1,
      shortcut: 'wild-west-gold-rush',
      gamename: expect.any(String),
    });
    const again = await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(1) });
    expect(again.body).toMatchObject({ success: false, responseMessage: 'Your free spins for today have already been redeemed.' });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ reason_not_allowed_to_redeem: 'redeemed_today' });
    // 23:59:59 New York (EDT after the switch) is still the same day; midnight is the next.
    await request(`${fusion.origin}/__control/clock`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ now: '2026-03-09T03:59:59Z' }),
    });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ reason_not_allowed_to_redeem: 'redeemed_today' });
    await request(`${fusion.origin}/__control/clock`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ now: '2026-03-09T04:00:00Z' }),
    });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ allowed_to_redeem: true });
  });

  it('a tampered redeem gains nothing: asking for the 100-spin slice gets the drawn one', async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'dfswheel');
    expect(DEMO_WHEEL[TOP]?.no_of_spins).toBe(100);
    expect((await drawOnto(fusion.origin, 'dfswheel', 0)).status).toBe(200);
    const tampered = await loyalty(fusion.origin, cookie, 'redeem_dfs', {
      ...validation,
      ...spin(TOP),
      Tier: 8,
      coupon_template: 'DFS100',
    });
    expect(tampered.body).toMatchObject({ success: true, freespins: DEMO_WHEEL[0]?.no_of_spins, drawn_slice: 0 });
    expect(tampered.body.responseMessage).not.toContain('100');
  });

  it('whatever slice the request names, the answer is the slice the controller drew', async () => {
    for (const [username, asked] of [
      ['dfswheel', TOP],
      ['regular', 0],
    ] as const) {
      await reset(fusion.origin);
      const { cookie, validation } = await validationOf(fusion.origin, username);
      // The draw was issued with the validation, before the request named anything.
      const issued = JSON.parse((await request(`${fusion.origin}/__control/dfs/${username}`)).text) as { drawnSlice: number | null };
      expect(issued.drawnSlice).toEqual(expect.any(Number));
      const answer = (await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(asked) })).body;
      expect(answer.drawn_slice).toBe(issued.drawnSlice);
      expect(answer.freespins).toBe(DEMO_WHEEL[issued.drawnSlice ?? -1]?.no_of_spins);
    }
  });

  it("the day's draw is issued once: a second tab's validation and a refused redeem meet the same draw", async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'dfswheel');
    const drawn = async () =>
      (JSON.parse((await request(`${fusion.origin}/__control/dfs/dfswheel`)).text) as { drawnSlice: number | null }).drawnSlice;
    const first = await drawn();
    await loyalty(fusion.origin, cookie, 'dailyfreespins');
    await loyalty(fusion.origin, await logIn(fusion.origin, 'dfswheel'), 'dailyfreespins');
    const wrongGame = await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(1), dfs_game: 'other' });
    expect(wrongGame.body).toMatchObject({ success: false });
    expect(await drawn()).toBe(first);
    expect((await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(1) })).body).toMatchObject({ drawn_slice: first });
  });

  it('a redeem for another game or a body that is no JSON is refused and changes nothing', async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'dfswheel');
    const wrongGame = await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(1), dfs_game: 'other' });
    expect(wrongGame.body).toMatchObject({ success: false });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ allowed_to_redeem: true });
    expect((await loyalty(fusion.origin, cookie, 'redeem_dfs', 'not json')).status).toBe(400);
  });

  it('the draw control refuses a slice the wheel does not have', async () => {
    expect((await drawOnto(fusion.origin, 'dfswheel', DEMO_WHEEL.length)).status).toBe(400);
    expect((await drawOnto(fusion.origin, 'vip', 0)).status).toBe(400);
    expect((await request(`${fusion.origin}/__control/dfs/dfswheel/draw`)).status).toBe(405);
  });

  it('the empty slice redeems 0 spins and still uses up the day', async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'dfswheel');
    const zero = DEMO_WHEEL.findIndex((slice) => slice.no_of_spins === 0);
    await drawOnto(fusion.origin, 'dfswheel', zero);
    expect((await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...spin(TOP) })).body).toMatchObject({
      success: true,
      freespins: 0,
      drawn_slice: zero,
    });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).body).toMatchObject({ reason_not_allowed_to_redeem: 'redeemed_today' });
  });

  it('without the wheel the plain 30 spins redeem, whatever the request asks for, and no slice is named', async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'vip');
    const asked = {
      coupon_template: 'DFS100',
      coupon_program_template_id: 1,
      Tier: 8,
      spins: 100,
      wspins: 7,
      dfs_game: 'wild-west-gold-rush',
    };
    const answer = (await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...asked })).body;
    expect(answer).toMatchObject({ success: true, freespins: 30 });
    expect(answer).not.toHaveProperty('drawn_slice');
  });

  it('dfsfail: the coupon service refuses with its message', async () => {
    const { cookie, validation } = await validationOf(fusion.origin, 'dfsfail');
    const plain = { spins: 30, wspins: 0, dfs_game: 'wild-west-gold-rush' };
    expect((await loyalty(fusion.origin, cookie, 'redeem_dfs', { ...validation, ...plain })).body).toMatchObject({
      success: false,
      responseMessage: DFS_REFUSAL,
    });
  });

  it('balance rules: dfsfive opens once the balance is under 5; newbie after a deposit', async () => {
    await request(`${fusion.origin}/__control/players/dfsfive/balance`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"balance":4.99}',
    });
    expect((await validationOf(fusion.origin, 'dfsfive')).validation).toMatchObject({ allowed_to_redeem: true });
    const newbie = await logIn(fusion.origin, 'newbie');
    await request(`${fusion.origin}/site/cashier`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: newbie },
      body: 'op=deposit',
    });
    expect((await loyalty(fusion.origin, newbie, 'dailyfreespins')).body).toMatchObject({ allowed_to_redeem: true });
  });

  it('faults apply by action name', async () => {
    const cookie = await logIn(fusion.origin, 'vip');
    await request(`${fusion.origin}/__control/faults`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"action":"dailyfreespins","status":503,"times":1}',
    });
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).status).toBe(503);
    expect((await loyalty(fusion.origin, cookie, 'dailyfreespins')).status).toBe(200);
  });
});

describe('the clock control', () => {
  it('sets, reads and refuses nonsense', async () => {
    const set = await request(`${single.origin}/__control/clock`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"now":"2026-11-01T06:30:00Z"}',
    });
    expect(JSON.parse(set.text).now.slice(0, 16)).toBe('2026-11-01T06:30');
    expect(
      (await request(`${single.origin}/__control/clock`, { method: 'POST', headers: JSON_HEADERS, body: '{"now":"soon"}' })).status,
    ).toBe(400);
    await request(`${single.origin}/__control/clock`, { method: 'POST', headers: JSON_HEADERS, body: '{"now":null}' });
    const now = Date.parse(JSON.parse((await request(`${single.origin}/__control/clock`)).text).now);
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000);
  });
});

describe('CashierCoupons MY50FREE', () => {
  const redeem = (cookie: string, code = 'MY50FREE') =>
    request(`${single.origin}/app/shared/controllers/CashierCoupons.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: `redeem=${code}&redirect=false`,
    });
  const balance = async (username: string) =>
    (
      JSON.parse((await request(`${single.origin}/__control/players`)).text) as { players: { username: string; balance: number }[] }
    ).players.find((p) => p.username === username)?.balance;

  it('credits 50 once, then says it was redeemed', async () => {
    const cookie = await logIn(single.origin, 'newbie');
    const before = (await balance('newbie')) ?? 0;
    const first = await redeem(cookie);
    expect(JSON.parse(first.text)).toMatchObject({ success: true });
    expect(await balance('newbie')).toBeCloseTo(before + 50);
    expect(JSON.parse((await redeem(cookie)).text)).toEqual({ success: false, message: 'This coupon has already been redeemed.' });
    expect(await balance('newbie')).toBeCloseTo(before + 50);
    expect(JSON.parse((await redeem(cookie, 'OTHER')).text)).toMatchObject({ success: false });
  });

  it('a guest gets 401, a GET 405', async () => {
    expect((await redeem('')).status).toBe(401);
    expect((await request(`${single.origin}/app/shared/controllers/CashierCoupons.php`)).status).toBe(405);
  });
});

describe('loyalty texts and raf', () => {
  it.each([
    ['EN', 'Loyalty Club'],
    ['DE', 'Treueclub'],
    ['ES', 'Club de fidelidad'],
    ['FR', 'Club fidélité'],
  ])('%s-loyalty.json', async (lang, title) => {
    const reply = await request(`${fusion.origin}/app/shared/Dashboard/json/${lang}-loyalty.json`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toMatchObject({ title, levels: expect.any(Object) });
  });

  it('other languages are 404 (the client falls back to EN)', async () => {
    expect((await request(`${fusion.origin}/app/shared/Dashboard/json/IT-loyalty.json`)).status).toBe(404);
    expect((await request(`${fusion.origin}/app/shared/Dashboard/json/../x.json`)).status).toBe(404);
  });

  it('raf gives the player their link', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const reply = await request(`${fusion.origin}/app/shared/controllers/LobbyController.php?raf`, { headers: { Cookie: cookie } });
    expect(JSON.parse(reply.text)).toMatchObject({ page: '/site/refer-a-friend', url: expect.stringContaining('/site/signup?raf=') });
  });
});
