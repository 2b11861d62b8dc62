import { describe, expect, it } from 'vitest';
import { casinoOf, callAction, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

function postLogin(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(`${fusion.origin}/site/login`, {
    method: 'POST',
    headers: { ...form, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('login', () => {
  it('shows an accessible form with the demo logins', async () => {
    const page = await request(`${fusion.origin}/site/login?return=%2Ffavorites`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<label for="username">');
    expect(page.text).toContain('name="return" value="/favorites"');
    for (const user of ['newbie', 'regular', 'vip', 'lowbalance', 'nofavs']) expect(page.text).toContain(`Log in as ${user}`);
  });

  it('logs in with the right password: an HttpOnly Lax session cookie and a 303 to the return path', async () => {
    const reply = await postLogin({ username: 'regular', password: 'demo', return: '/favorites' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/favorites');
    expect(reply.headers.get('set-cookie')).toMatch(/^lobby_session_1=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  });

  it('re-shows the form with 401 and an escaped error for a wrong password', async () => {
    const reply = await postLogin({ username: '<script>alert(1)</script>', password: 'nope', return: '/' });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('set-cookie')).toBeNull();
    expect(reply.text).toContain('role="alert"');
    expect(reply.text).not.toContain('<script>alert(1)');
    expect(reply.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await postLogin({ username: 'regular', password: 'Demo' })).status).toBe(401);
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['/favorites', '/favorites'],
    ['/play/wild-west-gold-rush?by=nova-reels', '/play/wild-west-gold-rush?by=nova-reels'],
  ])('redirects return=%s to %s', async (returnTo, expected) => {
    const reply = await postLogin({ username: 'newbie', password: 'demo', return: returnTo });
    expect(reply.headers.get('location')).toBe(expected);
  });

  it('refuses a cross-site login post', async () => {
    expect((await postLogin({ username: 'regular', password: 'demo' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('logout', () => {
  it('ends the session and redirects by the same rule', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const out = await request(`${fusion.origin}/site/logout?return=//evil.example`, { headers: { Cookie: cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await callAction(fusion.origin, 'getBalance', { cookie })).status).toBe(401);
  });
});

describe('cashier', () => {
  it('deposits 50 and withdraws everything for real', async () => {
    const cookie = await logIn(fusion.origin, 'lowbalance');
    const post = (op: string) =>
      request(`${fusion.origin}/site/cashier`, { method: 'POST', headers: { ...form, Cookie: cookie }, body: `op=${op}` });
    const balance = async () =>
      openEnvelope<{ balance: number }>(await callAction(fusion.origin, 'getBalance', { cookie }), fusion.passphrase).balance;
    expect((await post('deposit')).headers.get('location')).toBe('/site/cashier?done=deposit');
    expect(await balance()).toBe(52.5);
    const page = await request(`${fusion.origin}/site/cashier?done=deposit`, { headers: { Cookie: cookie } });
    expect(page.text).toContain('$52.50');
    expect(page.text).toContain('Deposit received.');
    await post('withdraw');
    expect(await balance()).toBe(0);
  });

  it('opens deposit-locked games after a first deposit', async () => {
    const cookie = await logIn(fusion.origin, 'newbie');
    const lock = async () =>
      openEnvelope<{ games: { shortname: string; game_lock: number }[] }>(
        await callAction(fusion.origin, 'getgames', { cookie }),
        fusion.passphrase,
      ).games.find((g) => g.shortname === 'deposit-dash-deluxe')?.game_lock;
    expect(await lock()).toBe(1);
    await request(`${fusion.origin}/site/cashier`, { method: 'POST', headers: { ...form, Cookie: cookie }, body: 'op=deposit' });
    expect(await lock()).toBe(0);
  });

  it('asks a guest to log in', async () => {
    const page = await request(`${fusion.origin}/site/cashier`);
    expect(page.text).toContain('/site/login?return=%2Fsite%2Fcashier');
  });
});

describe('casino pages', () => {
  it('serves signup and vip, and no VIP page where none is configured', async () => {
    expect((await request(`${fusion.origin}/site/signup`)).status).toBe(200);
    expect((await request(`${fusion.origin}/site/vip`)).text).toContain('VIP Club');
    expect((await request(`${single.origin}/site/vip`)).status).toBe(404);
    expect((await request(`${fusion.origin}/site/nowhere`)).status).toBe(404);
  });

  it.each([
    ['/site/contact', 'Contact and live chat'],
    ['/site/terms', 'Terms and conditions'],
    ['/site/privacy', 'Privacy policy'],
  ])('serves %s', async (path, heading) => {
    const page = await request(`${fusion.origin}${path}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1>${heading}</h1>`);
  });
});
