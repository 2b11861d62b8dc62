import { customPromosFor, nyWallClockToInstant, promoGrid } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { callAction, casinoOf, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';
import { brandPalette } from '../assets/banner-art.ts';
import { brandColourOf } from '../profiles.ts';
import { HOSTILE_MARK } from './hostile.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const json = <T = Record<string, unknown>>(text: string) => JSON.parse(text) as T;

interface Promos {
  custom_promos: { id: string; display_on: Record<string, string[]>; data: { html: string; css: string; js: string } }[];
  regular_promos: {
    id: string;
    title: string;
    image: string | null;
    text: string;
    terms: string;
    min_deposit: unknown;
    schedule_values: unknown;
  }[];
}

/** Runs `check` with the casino's hostile seed switched on, then switches back to the showcase. */
async function withHostileSeed(origin: string, check: () => Promise<void>): Promise<void> {
  const set = (content: string) =>
    request(`${origin}/__control/content`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content }),
    });
  expect((await set('hostile')).status).toBe(200);
  try {
    await check();
  } finally {
    await set('showcase');
  }
}

// The wire leaves out empty display lists, as the PHP controllers do; the client fills them in.
const promos = async (origin: string, form: Record<string, string>) => {
  const answer = json<Promos>((await callAction(origin, 'getpromos', { form })).text);
  for (const promo of answer.custom_promos)
    promo.display_on = { pages: [], categories: [], sub_groups: [], themes: [], ...promo.display_on };
  return answer;
};

async function hostilePromoFields(): Promise<void> {
  const answer = await promos(fusion.origin, { lang: 'en', target: 'ucc_promotions' });
  const promo = answer.custom_promos.find((p) => p.id === 'custom-promotions');
  expect(promo?.data.html).toContain('<script>');
  // Its script runs in a frame of its own: the CSS tries to grow the frame, the JS to reach out.
  expect(promo?.data.css).toContain('min-height:5000px');
  expect(promo?.data.js).toContain('window.parent');
  expect(promo?.data.js).toContain('window.top.location');
  expect(promo?.data.js).toContain("fetch('/app/");
  const lobby = answer.custom_promos.find((p) => p.id === 'custom-lobby');
  expect(lobby?.data.css).toContain('position:fixed');
  expect(lobby?.data.js).toBe('');
  for (const field of [answer.regular_promos[0]?.text, answer.regular_promos[0]?.terms]) {
    for (const attack of [
      '<script>',
      'onerror=',
      '<svg onload',
      'javascript:',
      '<form action',
      'http-equiv="refresh"',
      '<base ',
      'id="location"',
      'position:fixed',
    ]) {
      expect(field).toContain(attack);
    }
    expect(field).toContain(HOSTILE_MARK);
  }
}

describe('getpromos', () => {
  it('gives fusion an odd promotions page (a wildcard card) and the other casino an even one', async () => {
    for (const [origin, cells] of [
      [fusion.origin, 6],
      [single.origin, 6],
    ] as const) {
      const answer = await promos(origin, { lang: 'en', target: 'ucc_promotions' });
      const custom = answer.custom_promos.filter((p) => p.display_on.pages?.includes('ucc_promotions'));
      const grid = promoGrid(custom as never, answer.regular_promos as never);
      expect(grid).toHaveLength(cells);
      expect(grid.at(-1)?.kind).toBe(origin === fusion.origin ? 'wildcard' : 'regular');
    }
  });

  it('covers every placement rule and countdown kind, in the requested language', async () => {
    const answer = await promos(fusion.origin, { lang: 'de', target: 'ucc_lobby' });
    const at = (route: Parameters<typeof customPromosFor>[1]) => customPromosFor(answer.custom_promos as never, route).map((p) => p.id);
    expect(at({ kind: 'lobby', route: { kind: 'home' } })).toEqual(['custom-lobby']);
    expect(at({ kind: 'lobby', route: { kind: 'category', slug: 'online-slots' } })).toEqual(['custom-lobby', 'custom-slots']);
    expect(at({ kind: 'lobby', route: { kind: 'subgroup', slug: 'topslots' } })).toContain('custom-topslots');
    expect(at({ kind: 'lobby', route: { kind: 'theme', slug: 'pirates' } })).toContain('custom-pirates');
    expect(at({ kind: 'promotions' })).toEqual(['custom-promotions']);
    expect(answer.regular_promos[0]?.title).toBe('Wochenend-Reload');
    const repeats = answer.regular_promos.map((p) => {
      const s = p.schedule_values;
      return typeof s === 'string'
        ? (JSON.parse(s) as { repeat_param: string }).repeat_param
        : (s as { repeat_param: string }).repeat_param;
    });
    expect(repeats).toEqual(['weekly', 'daily', 'monthly', 'one_time']);
    expect(answer.regular_promos.some((p) => p.image?.endsWith('.mp4'))).toBe(true);
    expect(answer.regular_promos.map((p) => p.min_deposit)).toContain(0);
  });

  it('the hostile seed puts hostile HTML, CSS and JS into the promo fields', async () => {
    await withHostileSeed(fusion.origin, hostilePromoFields);
  });

  it('the showcase seed writes its copy in the casino currency, with the same schedules, media and minimums', async () => {
    // One instant for both answers: schedules count from the casino's clock, which would otherwise
    // move on (across a second) between them.
    const clock = (now: number | null) =>
      request(`${fusion.origin}/__control/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now }),
      });
    expect((await clock(Date.now())).status).toBe(200);
    let showcase: Promos;
    let hostile: Promos | undefined;
    try {
      showcase = await promos(fusion.origin, { lang: 'en', target: 'ucc_promotions' });
      await withHostileSeed(fusion.origin, async () => {
        hostile = await promos(fusion.origin, { lang: 'en', target: 'ucc_promotions' });
      });
    } finally {
      await clock(null);
    }
    const shape = (answer: Promos | undefined) =>
      answer?.regular_promos.map(({ id, title, image, min_deposit, schedule_values }) => ({
        id,
        title,
        image,
        min_deposit,
        schedule_values,
      }));
    expect(shape(showcase)).toEqual(shape(hostile));
    expect(showcase.regular_promos[0]?.text).toContain('$200');
    const euro = await promos(single.origin, { lang: 'en', target: 'ucc_promotions' });
    expect(euro.regular_promos[0]?.text).toContain('€200');
    expect(euro.regular_promos[0]?.terms).toContain('€25');
  });

  it('leaves custom promos out when asked for regular ones only', async () => {
    expect((await promos(single.origin, { lang: 'en', target: 'ucc_lobby', regular_only: '1' })).custom_promos).toEqual([]);
  });
});

describe('tournaments', () => {
  it('gives fusion live, upcoming and finished lists, with the next start two hours ahead at most', async () => {
    const lists = json<Record<string, { id: string; status: string; schedule: { start_at: string; end_at: string }[] }[]>>(
      (await callAction(fusion.origin, 'gettournaments', { form: { lang: 'en', home: 'home' } })).text,
    );
    expect(lists.active_tournaments?.map((t) => t.status)).toEqual(['active', 'active']);
    expect(lists.upcoming_tournaments?.map((t) => t.status)).toEqual(['upcoming', 'upcoming']);
    expect(lists.finished_tournaments).toHaveLength(6);
    const start = nyWallClockToInstant(lists.upcoming_tournaments?.[0]?.schedule[0]?.start_at ?? '') ?? 0;
    expect(start - Date.now()).toBeGreaterThan(60 * 60_000);
    expect(start - Date.now()).toBeLessThanOrEqual(2 * 60 * 60_000);
  });

  it('gives the non-fusion casino a lobby list and, to a player, the embedded lobby', async () => {
    const list = json<{ tournaments: { status: string }[] }>(
      (await callAction(single.origin, 'gettournaments', { form: { lang: 'en' } })).text,
    );
    expect(new Set(list.tournaments.map((t) => t.status))).toEqual(new Set(['Running', 'coming']));
    expect((await callAction(single.origin, 'gettournamentslobby')).status).toBe(401);
    const cookie = await logIn(single.origin, 'regular');
    const { url } = json<{ url: string }>((await callAction(single.origin, 'gettournamentslobby', { cookie })).text);
    const page = await request(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="101"');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const fusionCookie = await logIn(fusion.origin, 'regular');
    expect((await callAction(fusion.origin, 'gettournamentslobby', { cookie: fusionCookie })).status).toBe(404);
  });
});

describe('winners, game of the month and widgets', () => {
  it('serves winners in both spellings and a game of the month, its description hostile in the hostile seed', async () => {
    const w = json<{ recent: Record<string, string>[]; top: Record<string, string>[] }>((await callAction(fusion.origin, 'winners')).text);
    expect(w.recent).toHaveLength(8);
    expect(w.recent.some((r) => 'game' in r && 'short_name' in r)).toBe(true);
    expect(w.recent.some((r) => 'game_name' in r && 'shortname' in r)).toBe(true);
    const gotm = json<{ success: boolean; title: string; description: string; cta: { link: string } }>(
      (await callAction(single.origin, 'gameofthemonth')).text,
    );
    expect(gotm.success).toBe(true);
    expect(gotm.cta.link).toMatch(/^\/play\//);
    expect(gotm.description).toContain('Golden Reels Studios');
    await withHostileSeed(single.origin, async () => {
      expect(json<{ description: string }>((await callAction(single.origin, 'gameofthemonth')).text).description).toContain('<script>');
      expect(
        json<{ recent: { username: string }[] }>((await callAction(single.origin, 'winners')).text).recent.map((r) => r.username),
      ).toContain('<img src=x onerror=alert(1)>');
    });
  });

  it('the showcase seed sends no hostile markup in any field the lobby renders', async () => {
    const texts: string[] = [];
    for (const { origin } of [fusion, single]) {
      texts.push(JSON.stringify(await promos(origin, { lang: 'en', target: 'ucc_promotions' })));
      for (const action of ['winners', 'gameofthemonth', 'stickybanner', 'escapepodwidget', 'crewponwidget', 'fortunetellerwidget']) {
        texts.push((await callAction(origin, action)).text);
      }
      texts.push((await callAction(origin, 'gettournaments', { form: { lang: 'en' } })).text);
      for (const file of ['RngCampaignController.php', 'SynthGameController.php']) {
        texts.push((await request(`${origin}/app/shared/controllers/${file}?widgethtml`)).text);
      }
    }
    for (const text of texts) {
      for (const attack of ['<script', 'onerror', 'onload', 'javascript:', '<form', 'evil.example', 'position:fixed', HOSTILE_MARK]) {
        expect(text).not.toContain(attack);
      }
    }
  });

  it('names widgets in the envelope and serves each widget, a Waypoints campaign with an error', async () => {
    const names = openEnvelope<string[]>(await callAction(fusion.origin, 'widgets'), fusion.passphrase);
    expect(names).toEqual(expect.arrayContaining(['rng', 'wpc', 'synthetic', 'escapepod', 'crewpon', 'fortuneteller']));
    for (const action of ['stickybanner', 'escapepodwidget', 'crewponwidget', 'fortunetellerwidget']) {
      expect(json<{ html: string }>((await callAction(fusion.origin, action)).text).html.length).toBeGreaterThan(10);
    }
    const campaign = (file: string, action: string) => request(`${fusion.origin}/app/shared/controllers/${file}?${action}`);
    expect(json((await campaign('RngCampaignController.php', 'widget')).text)).toMatchObject({ error: false, hash: 'rng-7f3a' });
    expect(json((await campaign('WaypointsController.php', 'widget')).text)).toMatchObject({ error: 'campaign_not_found' });
    expect(json((await campaign('SynthGameController.php', 'widgethtml')).text)).toHaveProperty('html');
    expect((await campaign('SynthGameController.php', 'nothing')).status).toBe(404);
  });

  it('rolls the design tryout back with a cookie', async () => {
    const url = `${fusion.origin}/app/shared/controllers/WebplayController.php`;
    const reply = await request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'tryout=rollback',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('set-cookie')).toMatch(/^tryout=rollback;/);
    expect((await request(url)).status).toBe(405);
  });

  it('serves promo and tournament art sized for its slots, never repeating its heading', async () => {
    const reply = await request(`${fusion.origin}/assets/promos/weekend-reload.svg`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('width="1200" height="400"');
    expect(reply.text).not.toContain('Weekend Reload');
    expect(reply.text).toContain('$200');
    const singleHero = (await request(`${single.origin}/assets/promos/weekend-reload.svg`)).text;
    expect(singleHero).toContain('€200');
    // The hero's promo is drawn in each casino's own colour (its app's casino.ts).
    for (const [art, profile] of [
      [reply.text, 'fusion'],
      [singleHero, 'single-provider'],
    ] as const) {
      expect(art).toContain(`stop-color="${brandPalette(brandColourOf(profile)).to}"`);
    }
    expect(brandPalette(brandColourOf('fusion')).to).not.toBe(brandPalette(brandColourOf('single-provider')).to);
    const desktop = await request(`${fusion.origin}/assets/tournaments/101-desktop.svg`);
    const mobile = await request(`${fusion.origin}/assets/tournaments/101-mobile.svg`);
    expect(desktop.text).toContain('width="1200" height="400"');
    expect(mobile.text).toContain('width="600" height="400"');
    for (const art of [desktop.text, mobile.text]) {
      expect(art).not.toMatch(/Midweek Spin Sprint|Desktop|Mobile|>101</);
    }
  });

  it('serves the video promo a real clip, whole or by byte range', async () => {
    const whole = await fetch(`${fusion.origin}/assets/promos/video-spin-fest.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // An MP4 opens with its 'ftyp' box.
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');
    const part = await fetch(`${fusion.origin}/assets/promos/video-spin-fest.mp4`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});
