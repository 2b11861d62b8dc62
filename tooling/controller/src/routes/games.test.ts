import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { casinoOf, callAction, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests({ allowedOrigins: ['https://lobby.example'] });
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const GAME = '/games/redstone-gaming/lucky-sevens-deluxe/';
const RETURN = 'http://localhost:5173/play/lucky-sevens-deluxe?by=redstone-gaming';

async function tokenFor(origin: string, username: string) {
  const cookie = await logIn(origin, username);
  const { token } = JSON.parse((await callAction(origin, 'gettoken', { cookie })).text) as { token: string };
  return { cookie, token };
}

const balanceOf = async (origin: string, passphrase: string, cookie: string) =>
  openEnvelope<{ balance: number }>(await callAction(origin, 'getBalance', { cookie }), passphrase).balance;

function play(path: string, body: Record<string, unknown>, origin = fusion.origin) {
  return request(`${origin}${path}play`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

function config(page: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(page)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('game page', () => {
  it('is embeddable by the lobby: frame-ancestors, no X-Frame-Options, inline code allowed by its hashes', async () => {
    const page = await request(`${fusion.origin}${GAME}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://lobby.example");
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script>(.*?)<\/script>/s.exec(page.text)?.[1] ?? '';
    const style = /<style>(.*?)<\/style>/s.exec(page.text)?.[1] ?? '';
    expect(script.length).toBeGreaterThan(100);
    expect(csp).toContain(`script-src ${sha(script)}`);
    expect(csp).toContain(`style-src ${sha(style)}`);
    expect(page.text).not.toMatch(/ style="| on[a-z]+="/);
  });

  it('plays for fun money without a token, with every test button and no way to the cashier', async () => {
    const page = await request(`${fusion.origin}${GAME}`);
    for (const label of ['Spin', 'Win 150', 'Lose 150', 'Win 5', 'Lose 5', 'Set balance 2', 'Open cashier', 'Fun money'])
      expect(page.text).toContain(`>${label}<`);
    expect(page.text).toMatch(/<button type="button" id="cashier" aria-describedby="cashier-hint" disabled>/);
    expect(page.text).not.toContain('target="_top"');
    expect(config(page.text)).toMatchObject({ token: null, balance: 1000, currency: null, cashierOrigin: null, playUrl: `${GAME}play` });
  });

  it('plays for real money with a token, sends the cashier message to the returnurl origin, and speaks the Language', async () => {
    const { token } = await tokenFor(fusion.origin, 'regular');
    const page = await request(`${fusion.origin}${GAME}?token=${token}&Language=DE&returnurl=${encodeURIComponent(RETURN)}`);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('>Echtgeld<');
    expect(page.text).toContain('>Gewinn 150<');
    expect(page.text).toContain(`<a href="${RETURN.replace('&', '&amp;')}" target="_top">Zurück zur Lobby</a>`);
    expect(config(page.text)).toMatchObject({ token, balance: 250, currency: 'USD', cashierOrigin: 'http://localhost:5173', locale: 'de' });
    expect(page.text).not.toMatch(/id="cashier"[^>]*disabled/);
  });

  it('keeps the cashier disabled when returnurl is not an http(s) URL', async () => {
    for (const returnurl of ['javascript:alert(1)', '/play/x', 'data:text/html,x']) {
      const page = await request(`${fusion.origin}${GAME}?returnurl=${encodeURIComponent(returnurl)}`);
      expect(config(page.text).cashierOrigin).toBeNull();
      expect(page.text).not.toContain('javascript:');
    }
  });

  it('refuses a dead token, another casino\u2019s token, an unknown game, and a locked game with a token', async () => {
    expect((await request(`${fusion.origin}${GAME}?token=not-a-token`)).status).toBe(401);
    const { token: singleToken } = await tokenFor(single.origin, 'regular');
    const foreign = await request(`${fusion.origin}${GAME}?token=${singleToken}`);
    expect(foreign.status).toBe(401);
    expect(foreign.text).toContain('This game session has expired');
    expect((await request(`${fusion.origin}/games/redstone-gaming/no-such-game/`)).status).toBe(404);
    expect((await request(`${fusion.origin}/games/nova-reels/lucky-sevens-deluxe/`)).status).toBe(404);
    const { token } = await tokenFor(fusion.origin, 'regular');
    const locked = await request(`${fusion.origin}/games/${await providerOf('vip-diamond-lounge')}/vip-diamond-lounge/?token=${token}`);
    expect(locked.status).toBe(403);
  });
});

async function providerOf(shortname: string): Promise<string> {
  const games = openEnvelope<{ games: { shortname: string; provider: string }[] }>(
    await callAction(fusion.origin, 'getgames'),
    fusion.passphrase,
  ).games;
  return games.find((g) => g.shortname === shortname)?.provider ?? '';
}

describe('game rounds', () => {
  it('move the real balance in the database with a token', async () => {
    const { cookie, token } = await tokenFor(fusion.origin, 'regular');
    const start = await balanceOf(fusion.origin, fusion.passphrase, cookie);
    const won = JSON.parse((await play(GAME, { op: 'win', amount: 150, token })).text) as Record<string, unknown>;
    expect(won).toEqual({
      mode: 'real',
      op: 'win',
      reels: ['seven', 'seven', 'seven'],
      stake: 0,
      win: 150,
      balance: start + 150,
      currency: 'USD',
    });
    await play(GAME, { op: 'lose', amount: 5, token });
    expect(await balanceOf(fusion.origin, fusion.passphrase, cookie)).toBe(start + 145);
    const spun = JSON.parse((await play(GAME, { op: 'spin', token })).text) as {
      stake: number;
      win: number;
      balance: number;
      reels: string[];
    };
    expect(spun.stake).toBe(1);
    expect(spun.reels).toHaveLength(3);
    expect(spun.balance).toBe(start + 145 - 1 + spun.win);
    expect(await balanceOf(fusion.origin, fusion.passphrase, cookie)).toBe(spun.balance);
    await play(GAME, { op: 'set', amount: 2, token });
    expect(await balanceOf(fusion.origin, fusion.passphrase, cookie)).toBe(2);
    const broke = await play(GAME, { op: 'lose', amount: 150, token });
    expect(broke.status).toBe(409);
    expect(JSON.parse(broke.text)).toEqual({ error: 'insufficient_funds' });
    expect(await balanceOf(fusion.origin, fusion.passphrase, cookie)).toBe(2);
  });

  it('change nothing stored without a token: fun money comes and goes with the page', async () => {
    const cookie = await logIn(fusion.origin, 'vip');
    const before = await balanceOf(fusion.origin, fusion.passphrase, cookie);
    const spun = JSON.parse((await play(GAME, { op: 'spin', fun: 1000 })).text) as {
      mode: string;
      balance: number;
      win: number;
      currency: null;
    };
    expect(spun).toMatchObject({ mode: 'fun', currency: null, balance: 999 + spun.win });
    expect(JSON.parse((await play(GAME, { op: 'win', amount: 150, fun: 10 })).text)).toMatchObject({ balance: 160 });
    expect((await play(GAME, { op: 'lose', amount: 150, fun: 10 })).status).toBe(409);
    expect(JSON.parse((await play(GAME, { op: 'set', amount: 2, fun: 500 })).text)).toMatchObject({ balance: 2 });
    expect(await balanceOf(fusion.origin, fusion.passphrase, cookie)).toBe(before);
  });

  it('refuse a dead or foreign token, a bad op and a GET', async () => {
    expect((await play(GAME, { op: 'spin', token: 'nope' })).status).toBe(401);
    const { token: singleToken } = await tokenFor(single.origin, 'regular');
    expect((await play(GAME, { op: 'win', amount: 150, token: singleToken })).status).toBe(401);
    expect((await play(GAME, { op: 'jackpot', amount: 5 })).status).toBe(400);
    expect((await play(GAME, { op: 'win', amount: -5 })).status).toBe(400);
    expect((await request(`${fusion.origin}${GAME}play`)).status).toBe(405);
  });
});

describe('synthetic game images', () => {
  it('serves the loader, reminder and popup of a synthetic game, and 404 for any other game', async () => {
    for (const image of ['loader', 'reminder', 'popup']) {
      const reply = await request(`${fusion.origin}/assets/synth/comet-cash-carnival/${image}.svg`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(reply.text).toMatch(/^<svg [^>]*role="img" aria-label="[^"]*Comet Cash Carnival"/);
    }
    expect((await request(`${fusion.origin}/assets/synth/wild-west-gold-rush/loader.svg`)).status).toBe(404);
    expect((await request(`${fusion.origin}/assets/synth/comet-cash-carnival/banner.svg`)).status).toBe(404);
  });
});
