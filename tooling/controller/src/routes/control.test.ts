import { afterEach, describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../envelope.ts';
import { casinoOf, callAction, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');

function setFault(fault: Record<string, unknown>, origin = fusion.origin) {
  return request(`${origin}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}
const clearFaults = (origin = fusion.origin) => request(`${origin}/__control/faults`, { method: 'DELETE' });

afterEach(async () => {
  await clearFaults();
  await clearFaults(single.origin);
});

describe('faults', () => {
  it('answers with the given status', async () => {
    await setFault({ action: 'getgames', status: 503 });
    const reply = await callAction(fusion.origin, 'getgames');
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.text)).toMatchObject({ error: 'injected_fault', status: 503 });
    expect((await callAction(fusion.origin, 'getconfig')).status).toBe(200);
  });

  it('answers a given answer of the wrong shape, sealed like the real one', async () => {
    await setFault({ action: 'getgames', answer: { games: null, providers: [] } });
    const reply = await callAction(fusion.origin, 'getgames');
    expect(reply.status).toBe(200);
    expect(openEnvelope(reply, fusion.passphrase)).toEqual({ games: null, providers: [] });
    expect((await setFault({ action: 'getgames', answer: [1] })).status).toBe(400);
  });

  it('delays the real answer', async () => {
    await setFault({ action: 'getconfig', delayMs: 300 });
    const started = performance.now();
    const reply = await callAction(fusion.origin, 'getconfig');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(openEnvelope(reply, fusion.passphrase)).toHaveProperty('casino');
  });

  it('answers a call its delay holds at once, as if it had no fault, when the faults are cleared', async () => {
    await setFault({ action: 'getconfig', delayMs: 60_000, status: 503, times: 1 });
    const started = performance.now();
    const held = callAction(fusion.origin, 'getconfig');
    await setFault({ action: 'getgames', delayMs: 60_000, status: 503, times: 1 });
    const alsoHeld = callAction(fusion.origin, 'getgames');
    // Both calls are in: each took its fault, which is then spent.
    await expect.poll(async () => JSON.parse((await request(`${fusion.origin}/__control/faults`)).text)).toEqual({ faults: [] });
    expect((await request(`${fusion.origin}/__control/reset`, { method: 'POST' })).status).toBe(200);
    const [config, games] = await Promise.all([held, alsoHeld]);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(config.status).toBe(200);
    expect(openEnvelope(config, fusion.passphrase)).toHaveProperty('casino');
    expect(games.status).toBe(200);
  });

  it('answers garbage, an HTML error page or an envelope that does not open', async () => {
    await setFault({ action: 'getconfig', body: 'garbage' });
    const garbage = await callAction(fusion.origin, 'getconfig');
    expect(() => JSON.parse(garbage.text)).toThrow();
    expect(decodeEnvelope(garbage.text, fusion.passphrase)).toBeNull();
    await setFault({ action: 'getconfig', body: 'html', status: 502 });
    const html = await callAction(fusion.origin, 'getconfig');
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    await setFault({ action: 'getconfig', body: 'bad-envelope' });
    const bad = await callAction(fusion.origin, 'getconfig');
    const outer = JSON.parse(Buffer.from(bad.text, 'base64').toString('utf8')) as object;
    expect(Object.keys(outer)).toEqual(['ciphertext', 'iv', 'salt', 'iterations']);
    expect(decodeEnvelope(bad.text, fusion.passphrase)).toBeNull();
  });

  it('drops the connection', async () => {
    await setFault({ action: '*', drop: true });
    await expect(callAction(fusion.origin, 'getBalance')).rejects.toThrow();
  });

  it('applies * to every action, an exact action first, and `times` runs out', async () => {
    await setFault({ action: '*', status: 500 });
    await setFault({ action: 'getconfig', status: 429, times: 1 });
    expect((await callAction(fusion.origin, 'getconfig')).status).toBe(429);
    expect((await callAction(fusion.origin, 'getconfig')).status).toBe(500);
    expect((await callAction(fusion.origin, 'raf')).status).toBe(500);
  });

  it('clears with DELETE and with reset, and only on its own casino', async () => {
    await setFault({ action: '*', status: 500 });
    expect((await callAction(single.origin, 'getconfig')).status).toBe(200);
    await clearFaults();
    expect((await callAction(fusion.origin, 'getconfig')).status).toBe(200);
    await setFault({ action: 'getgames', status: 500 });
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    expect((await callAction(fusion.origin, 'getgames')).status).toBe(200);
  });

  it('refuses an invalid fault with 400', async () => {
    expect((await setFault({ action: 'getconfig', status: 42 })).status).toBe(400);
    expect((await setFault({ action: 'getconfig', body: 'xml' })).status).toBe(400);
    expect((await setFault({ action: 'getconfig' })).status).toBe(400);
    expect((await request(`${fusion.origin}/__control/faults`, { method: 'POST', body: '{' })).status).toBe(400);
  });
});

describe('reset and players', () => {
  it('restores favorites and balances and ends sessions', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const { favorites } = openEnvelope<{ favorites: { shortname: string; provider: string }[] }>(
      await callAction(fusion.origin, 'myfavorites', { cookie }),
      fusion.passphrase,
    );
    const first = favorites[0] ?? { shortname: '', provider: '' };
    const removed = await callAction(fusion.origin, null, {
      cookie,
      form: { setFavorite: '1', action: 'remove', game: first.shortname, provider: first.provider },
    });
    expect((JSON.parse(removed.text) as { favorites: unknown[] }).favorites).toHaveLength(7);
    await request(`${fusion.origin}/site/cashier`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'op=withdraw',
    });
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    expect((await callAction(fusion.origin, 'getBalance', { cookie })).status).toBe(401);
    const again = await logIn(fusion.origin, 'regular');
    expect(openEnvelope(await callAction(fusion.origin, 'getBalance', { cookie: again }), fusion.passphrase)).toEqual({
      balance: 250,
      currency_code: 'USD',
    });
    expect(
      openEnvelope<{ favorites: unknown[] }>(await callAction(fusion.origin, 'myfavorites', { cookie: again }), fusion.passphrase)
        .favorites,
    ).toHaveLength(8);
  });

  it('lists the seeded players with their logins', async () => {
    const body = JSON.parse((await request(`${single.origin}/__control/players`)).text) as {
      casino_id: number;
      players: { username: string; password: string; balance: number }[];
    };
    expect(body.casino_id).toBe(2);
    expect(body.players.map((p) => p.username).slice(0, 5)).toEqual(['newbie', 'regular', 'vip', 'lowbalance', 'nofavs']);
    expect(body.players.every((p) => p.password === 'demo')).toBe(true);
    expect(body.players.find((p) => p.username === 'lowbalance')?.balance).toBe(2.5);
  });
});

describe('player balance', () => {
  const setBalance = (username: string, body: string, origin = fusion.origin) =>
    request(`${origin}/__control/players/${username}/balance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('sets the balance getBalance answers, in the called casino only, and reset restores it', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const reply = await setBalance('regular', '{"balance":4.25}');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ username: 'regular', balance: 4.25 });
    expect(openEnvelope(await callAction(fusion.origin, 'getBalance', { cookie }), fusion.passphrase)).toEqual({
      balance: 4.25,
      currency_code: 'USD',
    });
    const singleCookie = await logIn(single.origin, 'regular');
    expect(
      openEnvelope<{ balance: number }>(await callAction(single.origin, 'getBalance', { cookie: singleCookie }), single.passphrase).balance,
    ).toBe(250);
    await setBalance('regular', '{"balance":null}');
    expect(
      openEnvelope<{ balance: unknown }>(await callAction(fusion.origin, 'getBalance', { cookie }), fusion.passphrase).balance,
    ).toBeNull();
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    const again = await logIn(fusion.origin, 'regular');
    expect(
      openEnvelope<{ balance: number }>(await callAction(fusion.origin, 'getBalance', { cookie: again }), fusion.passphrase).balance,
    ).toBe(250);
  });

  it('refuses a bad balance, an unknown player and a GET', async () => {
    for (const body of ['{"balance":-1}', '{"balance":"5"}', '{}', '{', '{"balance":1e12}'])
      expect((await setBalance('regular', body)).status).toBe(400);
    expect((await setBalance('nobody', '{"balance":5}')).status).toBe(404);
    expect((await request(`${fusion.origin}/__control/players/regular/balance`)).status).toBe(405);
  });
});

describe('flags', () => {
  const setFlags = (body: string, origin = single.origin) =>
    request(`${origin}/__control/flags`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const config = async (origin = single.origin, passphrase = single.passphrase) =>
    openEnvelope<{ casino: Record<string, unknown> }>(await callAction(origin, 'getconfig'), passphrase).casino;

  it('switches a configuration flag in the called casino only, until reset', async () => {
    expect((await config()).allow_play_for_free_before_login).toBe(true);
    const reply = await setFlags('{"allow_play_for_free_before_login":false}');
    expect(reply.status).toBe(200);
    expect((JSON.parse(reply.text) as { flags: Record<string, boolean> }).flags.allow_play_for_free_before_login).toBe(false);
    expect((await config()).allow_play_for_free_before_login).toBe(false);
    expect((await config(fusion.origin, fusion.passphrase)).tournaments).toBe(true);
    // A guest's demo launch follows the switched flag.
    const launch = await callAction(single.origin, 'gamelauncher', { form: { game: 'wild-west-gold-rush', realmoney: '0' } });
    expect(JSON.parse(launch.text)).toMatchObject({ error: 'auth_required' });
    await request(`${single.origin}/__control/reset`, { method: 'POST' });
    expect((await config()).allow_play_for_free_before_login).toBe(true);
  });

  it('refuses an unknown flag, a value that is not a boolean, and a body that is not an object', async () => {
    for (const body of ['{"no_such_flag":true}', '{"dfs":"yes"}', '[]', 'null', '{']) expect((await setFlags(body)).status).toBe(400);
    expect((await config()).dfs).toBe(true);
    expect((await request(`${single.origin}/__control/flags`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('pages', () => {
  const setPages = (body: string) =>
    request(`${fusion.origin}/__control/pages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const pages = async () =>
    openEnvelope<{ casino: { pages: Record<string, string> } }>(await callAction(fusion.origin, 'getconfig'), fusion.passphrase).casino
      .pages;

  it('plants any page link, hostile ones included, until reset', async () => {
    const original = await pages();
    expect((await setPages('{"cashier":"JavaScript:alert(document.cookie)"}')).status).toBe(200);
    expect(await pages()).toEqual({ ...original, cashier: 'JavaScript:alert(document.cookie)' });
    for (const body of ['[]', '{"cashier":1}', '{']) expect((await setPages(body)).status).toBe(400);
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    expect(await pages()).toEqual(original);
  });
});

describe('content', () => {
  const setContent = (body: string, origin = fusion.origin) =>
    request(`${origin}/__control/content`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const sticky = async (origin = fusion.origin) => (JSON.parse((await callAction(origin, 'stickybanner')).text) as { html: string }).html;

  it('serves the showcase seed by default, the hostile one in the called casino only once asked, until reset', async () => {
    expect(JSON.parse((await request(`${fusion.origin}/__control/content`)).text)).toEqual({ content: 'showcase' });
    expect(await sticky()).not.toContain('<script>');
    const reply = await setContent('{"content":"hostile"}');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ content: 'hostile' });
    expect(await sticky()).toContain('<script>');
    expect(await sticky(single.origin)).not.toContain('<script>');
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    expect(await sticky()).not.toContain('<script>');
  });

  it('refuses an unknown seed, a body that is not JSON and a DELETE', async () => {
    for (const body of ['{"content":"evil"}', '{}', 'null', '{']) expect((await setContent(body)).status).toBe(400);
    expect((await request(`${fusion.origin}/__control/content`, { method: 'DELETE' })).status).toBe(405);
  });
});
