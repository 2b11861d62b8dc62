// Section 2: the home route over a 5,000-game catalog, first visit against a repeat visit from the cache.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { serveFusion } from './app-server.ts';
import { holdGetgames, startFusion } from './controller.ts';
import { cachedGameCount, installProbes, type Marks, waitForMarks } from './page-probes.ts';
import { count, heading, ms, note, type Problems, ratio, type SummaryRow, table } from './report.ts';
import { median } from './stats.ts';

const GAMES = 5_000;
const RUNS = 5;
const HOLD_MS = 3_000;

type Visit = Marks & { cardBeforeNetwork: boolean };

async function visit(context: BrowserContext, url: string, needCard = true, after?: (page: Page) => Promise<void>): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const marks = await waitForMarks(page, (m) => m.domContentLoaded >= 0 && (!needCard || (m.card >= 0 && m.getgamesEnd >= 0)), 30_000);
    await after?.(page);
    return { ...marks, cardBeforeNetwork: marks.card >= 0 && marks.getgamesEnd >= 0 && marks.card < marks.getgamesEnd };
  } finally {
    await page.close();
  }
}

/** Waits until the app has stored the catalog in IndexedDB (all games, or a count that stopped growing). */
async function untilStored(page: Page): Promise<number> {
  const deadline = Date.now() + 20_000;
  let last = -1;
  for (;;) {
    const stored = await cachedGameCount(page);
    if (stored >= GAMES || (stored > 0 && stored === last) || Date.now() > deadline) return stored;
    last = stored;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbes);
  return context;
}

/** Cold loads of index.html and its JS with the controller routed away: what any route pays before data. */
async function baseline(browser: Browser, url: string): Promise<number[]> {
  const times: number[] = [];
  // Run 0 warms Chromium and the preview server; it is not counted.
  for (let i = 0; i <= RUNS; i += 1) {
    const context = await freshContext(browser);
    try {
      await context.route('**/app/**', (route) => route.abort());
      const loaded = (await visit(context, url, false)).domContentLoaded;
      if (i > 0) times.push(loaded);
    } finally {
      await context.close();
    }
  }
  return times;
}

/** A first visit in a fresh context, then, once the catalog is stored, repeat visits in the same context. */
async function visits(browser: Browser, url: string, hold: () => Promise<void>, problems: Problems) {
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  const held: Visit[] = [];
  const stored: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await freshContext(browser);
    try {
      let games = 0;
      first.push(
        await visit(context, url, true, async (page) => {
          games = await untilStored(page);
        }),
      );
      stored.push(games);
      if (!problems.check(games > 0, `catalog: the app stored no games in IndexedDB (run ${i + 1})`)) continue;
      repeat.push(await visit(context, url));
      await hold();
      held.push(await visit(context, url));
    } finally {
      await context.close();
    }
  }
  return { first, repeat, held, stored };
}

const pick = (list: readonly Visit[], key: keyof Marks) => median(list.map((v) => v[key]));
const yes = (list: readonly Visit[]) => `${list.filter((v) => v.cardBeforeNetwork).length} of ${list.length}`;

export async function catalogBench(browser: Browser, problems: Problems): Promise<SummaryRow[]> {
  heading(`2. Catalog of ${count(GAMES)} games: first visit and repeat visit (home route, headless Chromium)`);
  const controller = await startFusion(GAMES);
  const app = await serveFusion(controller.origin);
  try {
    const url = `${app.url}/`;
    const base = median(await baseline(browser, url));
    const { first, repeat, held, stored } = await visits(browser, url, () => holdGetgames(controller, HOLD_MS), problems);
    problems.check(first.length === RUNS && first.every((v) => v.card >= 0), 'catalog: a first visit painted no game card');
    problems.check(repeat.length > 0, 'catalog: no repeat visit could be measured');
    note(
      `Controller in-process (${count(GAMES)} games), vite preview of apps/fusion at ${app.url}; viewport 1280x800; median of ${RUNS} runs.`,
    );
    note('Baseline: navigation -> DOMContentLoaded of a cold visit with /app/ (the controller) routed away,');
    note('i.e. index.html plus the entry JS loaded and run, before any data. Times are from navigation start.');
    note(
      `Repeat visits run in the first visit's context once its IndexedDB catalog held all games (stored: ${stored.map(count).join(', ')}).`,
    );
    note(`"Held": a repeat visit while the controller delays getgames ${HOLD_MS / 1000} s, so only the cache can paint.`);
    const row = (label: string, value: number): string[] => [label, ms(value), ratio(value, base)];
    table(
      ['figure', 'median', 'ratio to baseline'],
      [
        row('baseline: DOMContentLoaded, controller routed away', base),
        row('first visit: DOMContentLoaded', pick(first, 'domContentLoaded')),
        row('first visit: getgames answered', pick(first, 'getgamesEnd')),
        row('first visit: first game card painted', pick(first, 'card')),
        row('repeat visit: first game card painted', pick(repeat, 'card')),
        row('repeat visit: getgames answered', pick(repeat, 'getgamesEnd')),
        row(`held ${HOLD_MS / 1000} s: first game card painted`, pick(held, 'card')),
        row(`held ${HOLD_MS / 1000} s: getgames answered`, pick(held, 'getgamesEnd')),
      ],
    );
    note(`Card visible before getgames answered: first visit ${yes(first)}, repeat visit ${yes(repeat)}, held ${yes(held)}.`);
    const figure = (f: string, v: number, n?: string): SummaryRow => ({
      section: '2 catalog',
      figure: f,
      value: ms(v),
      baseline: `${ms(base)} DCL`,
      ratio: ratio(v, base),
      ...(n ? { note: n } : {}),
    });
    return [
      figure('first visit: getgames answered', pick(first, 'getgamesEnd')),
      figure('first visit: first card painted', pick(first, 'card')),
      figure('repeat visit: first card painted', pick(repeat, 'card'), `before network: ${yes(repeat)}`),
      figure(`repeat, getgames held ${HOLD_MS / 1000} s: card`, pick(held, 'card'), `before network: ${yes(held)}`),
    ];
  } finally {
    await app.stop();
    await controller.close();
  }
}
