import { beforeEach, describe, expect, it } from 'vitest';
import { callAction, casinoOf, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';
import { RESPONSIBLE_GAMING_PATH } from './protection-route.ts';

const controller = await startForTests({ casinos: [{ profile: 'fusion' }] });
const { origin, passphrase } = casinoOf(controller, 'fusion');
const GAME = '/games/redstone-gaming/lucky-sevens-deluxe/';
const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 27, 10);
const JSON_HEADERS = { 'Content-Type': 'application/json' };

const control = (path: string, body: unknown) =>
  request(`${origin}/__control/${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
const market = (jurisdiction: string | null, extra: Record<string, unknown> = {}) => control('protection', { jurisdiction, ...extra });
const advance = (ms: number) => control('clock', { advanceMs: ms });

async function rg(cookie: string, action: string, form?: Record<string, string>) {
  const url = `${origin}${RESPONSIBLE_GAMING_PATH}?${action}`;
  const headers: Record<string, string> = { Cookie: cookie };
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const reply = await request(url, {
    method: form ? 'POST' : 'GET',
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const body =
    reply.status === 200 ? openEnvelope<Record<string, unknown>>(reply, passphrase) : (JSON.parse(reply.text) as Record<string, unknown>);
  return { status: reply.status, body, cookie: reply.headers.get('set-cookie') };
}

async function loginAttempt(username: string) {
  return request(`${origin}/site/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'demo', return: '/' }).toString(),
  });
}

async function tokenFor(cookie: string) {
  return (JSON.parse((await callAction(origin, 'gettoken', { cookie })).text) as { token: string }).token;
}

const play = (body: Record<string, unknown>) =>
  request(`${origin}${GAME}play`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

const deposit = (cookie: string) =>
  request(`${origin}/site/cashier`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'op=deposit',
  });

type Limit = {
  kind: string;
  period: string;
  amount: number | null;
  pending_amount: number | null;
  pending_at: string | null;
  used: number;
  reached_until: string | null;
};
const limitOf = (body: Record<string, unknown>, kind: string, period: string) =>
  (body.limits as Limit[]).find((l) => l.kind === kind && l.period === period);

beforeEach(async () => {
  await request(`${origin}/__control/reset`, { method: 'POST' });
  await control('clock', { now: START });
});

describe('the configuration and the controls', () => {
  it('sends no jurisdiction by default, and the one a test switches to until the reset', async () => {
    const read = async () => openEnvelope<{ casino: Record<string, unknown> }>(await callAction(origin, 'getconfig'), passphrase).casino;
    expect(await read()).not.toHaveProperty('jurisdiction');
    expect((await market('ukgc')).status).toBe(200);
    expect((await read()).jurisdiction).toBe('ukgc');
    expect((await market('gb')).status).toBe(400);
    await request(`${origin}/__control/reset`, { method: 'POST' });
    expect(await read()).not.toHaveProperty('jurisdiction');
  });

  it('sends no licence by default, and the one a test switches to until the reset', async () => {
    const read = async () => openEnvelope<{ casino: Record<string, unknown> }>(await callAction(origin, 'getconfig'), passphrase).casino;
    const licence = { text: 'Fusion Ltd, account 000000', url: 'https://register.example/000000' };
    expect(await read()).not.toHaveProperty('licence');
    expect((await market('ukgc', { licence })).status).toBe(200);
    expect(await read()).toMatchObject({ jurisdiction: 'ukgc', licence });
    expect((await market('ukgc', { licence: { text: 'Without a register' } })).status).toBe(200);
    expect((await read()).licence).toEqual({ text: 'Without a register', url: null });
    expect((await market('ukgc', { licence: 'Licence 1' })).status).toBe(400);
    expect((await market('ukgc', { licence: null })).status).toBe(200);
    expect(await read()).not.toHaveProperty('licence');
    await market('ukgc', { licence });
    await request(`${origin}/__control/reset`, { method: 'POST' });
    expect(await read()).not.toHaveProperty('licence');
  });

  it('answers 404 without the calls (a controller that lacks them), and names unknown actions', async () => {
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'nosuchcall')).body).toEqual({ error: 'unknown_action', action: 'nosuchcall' });
    await market('ukgc', { responsibleGaming: false });
    expect((await rg(cookie, 'session')).status).toBe(404);
    expect((await rg('', 'limits')).status).toBe(404);
  });

  it('refuses a guest', async () => {
    expect((await rg('', 'session')).status).toBe(401);
  });

  it('advances the clock from where it is', async () => {
    const reply = await advance(90 * 60_000);
    expect(JSON.parse(reply.text)).toEqual({ now: new Date(START + 90 * 60_000).toISOString() });
  });

  it('seeds the optional game info fields', async () => {
    const catalog = openEnvelope<{ games: Record<string, unknown>[] }>(await callAction(origin, 'getgames'), passphrase);
    const slots = catalog.games.filter((g) => g.category === 'online-slots');
    const full = slots.filter((g) => typeof g.top_win_probability === 'number');
    expect(full.length).toBeGreaterThan(slots.length / 2);
    expect(full[0]).toMatchObject({
      rtp: expect.any(Number),
      volatility: expect.stringMatching(/^(low|medium|high|very_high)$/),
      max_win: expect.any(Number),
    });
    expect(catalog.games.some((g) => g.rtp === undefined)).toBe(true);
  });
});

describe('session summary and reality check', () => {
  it('counts the session from the login by the controller clock, with the net position of its rounds', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    const token = await tokenFor(cookie);
    await play({ op: 'lose', amount: 20, token });
    await play({ op: 'win', amount: 5, token });
    await advance(10 * 60_000);
    const { body } = await rg(cookie, 'session');
    expect(body).toMatchObject({
      session_start: new Date(START).toISOString(),
      server_now: expect.any(String),
      net_position: -15,
      currency: 'USD',
      reality_check_minutes: 60,
      reality_check_acknowledged_at: null,
    });
    expect(Date.parse(String(body.server_now)) - START).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it("sets the interval among the market's choices and records the acknowledgement", async () => {
    await market('mga');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'setrealitycheck', { minutes: '7' })).status).toBe(400);
    expect((await rg(cookie, 'setrealitycheck', { minutes: '15' })).body).toMatchObject({ reality_check_minutes: 15 });
    await advance(15 * 60_000);
    const ack = await rg(cookie, 'acknowledge', { what: 'reality_check' });
    expect(Date.parse(String(ack.body.acknowledged_at))).toBeGreaterThanOrEqual(START + 15 * 60_000);
    expect((await rg(cookie, 'session')).body.reality_check_acknowledged_at).toBe(ack.body.acknowledged_at);
  });

  it('offers no reality check where the market has none', async () => {
    await market('ggl');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'setrealitycheck', { minutes: '15' })).status).toBe(403);
    expect((await rg(cookie, 'session')).body.reality_check_minutes).toBeNull();
  });
});

describe('limits', () => {
  it('applies a decrease at once and an increase only after the cool-off, by the controller clock', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    const first = await rg(cookie, 'setlimit', { kind: 'deposit', period: 'day', amount: '100' });
    expect(first.body).toMatchObject({ applies: 'now', effective_at: new Date(START).toISOString() });
    // A field the player could add to the request decides nothing.
    const raised = await rg(cookie, 'setlimit', {
      kind: 'deposit',
      period: 'day',
      amount: '200',
      effective_at: new Date(START).toISOString(),
    });
    expect(raised.body).toMatchObject({ applies: 'later', effective_at: new Date(START + 24 * HOUR).toISOString() });
    expect(limitOf((await rg(cookie, 'limits')).body, 'deposit', 'day')).toMatchObject({
      amount: 100,
      pending_amount: 200,
      pending_at: new Date(START + 24 * HOUR).toISOString(),
    });
    await advance(24 * HOUR - 1000);
    expect(limitOf((await rg(cookie, 'limits')).body, 'deposit', 'day')?.amount).toBe(100);
    await advance(1000);
    expect(limitOf((await rg(cookie, 'limits')).body, 'deposit', 'day')).toMatchObject({
      amount: 200,
      pending_amount: null,
      pending_at: null,
    });
    expect((await rg(cookie, 'setlimit', { kind: 'deposit', period: 'day', amount: '50' })).body).toMatchObject({ applies: 'now' });
  });

  it('waits 72 hours in Sweden and 7 days in Germany', async () => {
    for (const [j, hours] of [
      ['sga', 72],
      ['ggl', 168],
    ] as const) {
      await market(j);
      const cookie = await logIn(origin, 'vip');
      await rg(cookie, 'setlimit', { kind: 'loss', period: 'week', amount: '10' });
      const raised = await rg(cookie, 'setlimit', { kind: 'loss', period: 'week', amount: '' });
      expect(raised.body).toMatchObject({ applies: 'later', effective_at: new Date(START + hours * HOUR).toISOString() });
    }
  });

  it('refuses amounts and kinds the market does not offer, and every limit where the market has none', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'setlimit', { kind: 'deposit', period: 'year', amount: '5' })).status).toBe(400);
    expect((await rg(cookie, 'setlimit', { kind: 'deposit', period: 'day', amount: '-5' })).status).toBe(400);
    expect((await rg(cookie, 'setlimit', { kind: 'session', period: 'day', amount: '0' })).status).toBe(400);
    await market('none');
    expect((await rg(cookie, 'setlimit', { kind: 'deposit', period: 'day', amount: '5' })).status).toBe(403);
    expect((await rg(cookie, 'limits')).body.limits).toEqual([]);
  });

  it('refuses a deposit over the deposit limit on the cashier page, which says until when', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    await rg(cookie, 'setlimit', { kind: 'deposit', period: 'day', amount: '100' });
    expect((await deposit(cookie)).headers.get('location')).toBe('/site/cashier?done=deposit');
    await advance(HOUR);
    await deposit(cookie);
    const refused = await deposit(cookie);
    expect(refused.headers.get('location')).toBe('/site/cashier?done=refused');
    const page = await request(`${origin}/site/cashier?done=refused`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(409);
    expect(page.text).toContain('Deposit limit reached until 2026-11-28 10:00 UTC');
    expect(page.text).toMatch(/<button type="submit" disabled/);
    expect(limitOf((await rg(cookie, 'limits')).body, 'deposit', 'day')).toMatchObject({
      used: 100,
      reached_until: new Date(START + 24 * HOUR).toISOString(),
    });
    await advance(23 * HOUR);
    expect((await deposit(cookie)).headers.get('location')).toBe('/site/cashier?done=deposit');
  });

  it('refuses a stake once the loss limit is reached, also through a game token', async () => {
    await market('ksa');
    const cookie = await logIn(origin, 'regular');
    await rg(cookie, 'setlimit', { kind: 'loss', period: 'day', amount: '10' });
    const token = await tokenFor(cookie);
    expect((await play({ op: 'lose', amount: 10, token })).status).toBe(200);
    expect(JSON.parse((await play({ op: 'spin', token })).text)).toEqual({ error: 'loss_limit_reached' });
    expect((await play({ op: 'win', amount: 5, token })).status).toBe(200);
  });

  it('ends the session when the session-time limit is reached and refuses login until the window frees', async () => {
    await market('agco');
    const cookie = await logIn(origin, 'regular');
    await rg(cookie, 'setlimit', { kind: 'session', period: 'day', amount: '30' });
    await advance(29 * 60_000);
    expect((await rg(cookie, 'session')).status).toBe(200);
    await advance(60_000);
    expect((await rg(cookie, 'session')).status).toBe(401);
    const login = await loginAttempt('regular');
    expect(login.status).toBe(403);
    expect(login.text).toContain('Your session-time limit is reached until 2026-11-28 10:00 UTC');
    await advance(24 * HOUR);
    expect((await loginAttempt('regular')).status).toBe(303);
  });

  it('tells in the session summary when the session-time limit will end the session, and until when', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'session')).body).toMatchObject({ session_limit_reached_at: null, session_limit_until: null });
    await rg(cookie, 'setlimit', { kind: 'session', period: 'day', amount: '45' });
    await rg(cookie, 'setlimit', { kind: 'session', period: 'week', amount: '30' });
    await advance(10 * 60_000);
    // The tighter of the two ends the session; the login is then refused until the day window frees.
    expect((await rg(cookie, 'session')).body).toMatchObject({
      session_limit_reached_at: new Date(START + 30 * 60_000).toISOString(),
      session_limit_until: new Date(START + 7 * 24 * HOUR).toISOString(),
    });
    await advance(20 * 60_000 - 1000);
    expect((await rg(cookie, 'session')).status).toBe(200);
    await advance(1000);
    expect((await rg(cookie, 'session')).status).toBe(401);
    expect((await loginAttempt('regular')).text).toContain(
      `Your session-time limit is reached until ${new Date(START + 7 * 24 * HOUR).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  });

  it('tells no session-time limit where the market has no limits', async () => {
    await market('none');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'session')).body).toMatchObject({ session_limit_reached_at: null, session_limit_until: null });
  });

  it('records the confirmed opt-out of the first-deposit prompt', async () => {
    await market('ksa');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'limits')).body.first_deposit_answered).toBe(0);
    expect((await rg(cookie, 'declinelimits', {})).body.first_deposit_answered).toBe(1);
  });
});

describe('breaks, exclusions and the panic button', () => {
  it('a break logs out at once and refuses login with the reason until it ends', async () => {
    await market('agco');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'takebreak', { days: '2' })).status).toBe(400);
    const taken = await rg(cookie, 'takebreak', { days: '3' });
    expect(taken.body).toEqual({ reason: 'break', until: new Date(START + 72 * HOUR).toISOString(), all_brands: 0 });
    expect(taken.cookie).toMatch(/Max-Age=0/i);
    expect((await callAction(origin, 'getBalance', { cookie })).status).toBe(401);
    const refused = await loginAttempt('regular');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('You are taking a break from play until 2026-11-30 10:00 UTC');
    await advance(72 * HOUR);
    expect((await loginAttempt('regular')).status).toBe(303);
  });

  it('asks MGA players whether the exclusion covers all brands, and no one else', async () => {
    await market('mga');
    const mga = await rg(await logIn(origin, 'regular'), 'selfexclude', { months: '6', all_brands: '1' });
    expect(mga.body).toEqual({ reason: 'exclusion', until: new Date(Date.UTC(2027, 4, 27, 10)).toISOString(), all_brands: 1 });
    await market('ukgc');
    const ukgc = await rg(await logIn(origin, 'vip'), 'selfexclude', { months: '12', all_brands: '1' });
    expect(ukgc.body).toMatchObject({ all_brands: 0 });
    expect((await loginAttempt('vip')).text).toContain('You have excluded yourself from play until 2027-11-27 10:00 UTC');
  });

  it('the panic button blocks for 24 hours with one call where the market has it', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'panic', {})).status).toBe(403);
    await market('ggl');
    const pressed = await rg(cookie, 'panic', {});
    expect(pressed.body).toMatchObject({ reason: 'panic', until: new Date(START + 24 * HOUR).toISOString() });
    expect((await loginAttempt('regular')).text).toContain('panic button until 2026-11-28 10:00 UTC');
    const token = await tokenFor(await logIn(origin, 'vip'));
    await advance(24 * HOUR);
    expect((await loginAttempt('regular')).status).toBe(303);
    expect((await play({ op: 'spin', token })).status).toBe(200);
  });
});

describe('activity and account history', () => {
  it('sums the days of stakes, wins, losses and cashier moves', async () => {
    await market('ggl');
    const cookie = await logIn(origin, 'regular');
    const token = await tokenFor(cookie);
    await deposit(cookie);
    await play({ op: 'lose', amount: 30, token });
    await advance(26 * HOUR);
    await play({ op: 'win', amount: 10, token });
    const { body } = await rg(cookie, 'activity');
    expect(body).toMatchObject({ days: 30, currency: 'USD', totals: { stakes: 30, wins: 10, losses: 20, deposits: 50, withdrawals: 0 } });
    expect((body.by_day as { day: string }[]).map((d) => d.day).sort()).toEqual(['2026-11-27', '2026-11-28']);
    expect((await rg(cookie, 'activity&days=999')).status).toBe(400);
  });

  it('acknowledges the summary', async () => {
    await market('ggl');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'session')).body.summary_acknowledged_at).toBeNull();
    await rg(cookie, 'acknowledge', { what: 'summary' });
    expect((await rg(cookie, 'session')).body.summary_acknowledged_at).toBe(new Date(START).toISOString());
    expect((await rg(cookie, 'acknowledge', { what: 'everything' })).status).toBe(400);
  });

  it('lists timestamped entries within the market depth, newest first', async () => {
    await market('ukgc');
    const cookie = await logIn(origin, 'regular');
    await deposit(cookie);
    await advance(HOUR);
    await rg(cookie, 'setlimit', { kind: 'deposit', period: 'week', amount: '500' });
    const { body } = await rg(cookie, 'history');
    expect(body.months).toBe(3);
    const entries = body.entries as { at: string; kind: string; amount: number | null }[];
    expect(entries.map((e) => e.kind)).toEqual(['limit', 'deposit', 'login']);
    expect(entries[1]).toMatchObject({ at: new Date(START).toISOString(), amount: 50 });
    await advance(100 * 24 * HOUR);
    expect(((await rg(await logIn(origin, 'regular'), 'history')).body.entries as unknown[]).length).toBe(1);
  });
});

describe('the protection tools popup', () => {
  it('is acknowledged once, on the server: the session says so in every later login, and a repeat keeps the first time', async () => {
    await market('mga');
    const cookie = await logIn(origin, 'regular');
    expect((await rg(cookie, 'session')).body.tools_acknowledged_at).toBeNull();
    const first = await rg(cookie, 'acknowledge', { what: 'tools' });
    expect(first.body).toEqual({ acknowledged_at: new Date(START).toISOString() });
    await advance(2 * HOUR);
    expect((await rg(cookie, 'acknowledge', { what: 'tools' })).body).toEqual(first.body);
    const later = await logIn(origin, 'regular');
    expect((await rg(later, 'session')).body.tools_acknowledged_at).toBe(new Date(START).toISOString());
    const entries = (await rg(later, 'history')).body.entries as { kind: string; at: string }[];
    expect(entries.filter((e) => e.kind === 'tools')).toEqual([expect.objectContaining({ at: new Date(START).toISOString() })]);
  });

  it('is not acknowledged for another player, and the reset clears it', async () => {
    await market('mga');
    await rg(await logIn(origin, 'regular'), 'acknowledge', { what: 'tools' });
    expect((await rg(await logIn(origin, 'vip'), 'session')).body.tools_acknowledged_at).toBeNull();
    await request(`${origin}/__control/reset`, { method: 'POST' });
    await market('mga');
    expect((await rg(await logIn(origin, 'regular'), 'session')).body.tools_acknowledged_at).toBeNull();
  });
});
