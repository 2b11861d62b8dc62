// Section 3: /all-games over 20,000 games, scrolled to the end: how many cards the DOM holds.
import { type Catalog, FUSION, visibleGames } from '@lobby/domain';
import type { Browser, Page } from '@playwright/test';
import { serveFusion } from './app-server.ts';
import { fetchCatalog, startFusion } from './controller.ts';
import { installProbes, listState, scrollBurst, waitForMarks } from './page-probes.ts';
import { count, heading, note, type Problems, type SummaryRow, table } from './report.ts';

const GAMES = 20_000;
/** Pages of 50 load one per scroll to the end: 20,000 games need ~400 of them. */
const MAX_SCROLLS = 600;
const MAX_MS = 240_000;
/** A scroll that loads nothing within this long (debounce 200 ms, then a render) tries again. */
const WAIT_MS = 2_500;
/** Scrolls in a row that load nothing before the list counts as complete. */
const STALE_SCROLLS = 3;

const pause = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));
const share = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(2)}%` : 'n/a');

interface ScrollResult {
  readonly scrolls: number;
  readonly seconds: number;
  readonly maxCards: number;
  readonly end: { cards: number; listed: number; lastShown: number };
  readonly stoppedBy: string;
}

/** Scrolls the window to the bottom until the last game shows, nothing more loads, or a cap is hit. */
async function scrollToEnd(page: Page, total: number): Promise<ScrollResult> {
  const start = Date.now();
  let maxCards = 0;
  let stale = 0;
  let scrolls = 0;
  let stoppedBy = '';
  while (!stoppedBy) {
    // Bursts of a few seconds keep the caps and the progress on this side.
    const burst = await scrollBurst(page, MAX_SCROLLS - scrolls, 5_000, WAIT_MS);
    scrolls += burst.scrolls;
    maxCards = Math.max(maxCards, burst.maxCards);
    stale = burst.stale ? stale + 1 : 0;
    const state = await listState(page);
    if (state.listed >= total && state.lastShown >= total) stoppedBy = 'the last game on screen';
    else if (stale >= STALE_SCROLLS) stoppedBy = `${STALE_SCROLLS} scrolls without a new page`;
    else if (scrolls >= MAX_SCROLLS) stoppedBy = `the ${MAX_SCROLLS}-scroll cap`;
    else if (Date.now() - start > MAX_MS) stoppedBy = `the ${MAX_MS / 1000} s cap`;
  }
  await pause(500);
  const end = await listState(page);
  return { scrolls, seconds: (Date.now() - start) / 1000, maxCards: Math.max(maxCards, end.cards), end, stoppedBy };
}

export async function listBench(browser: Browser, problems: Problems): Promise<SummaryRow[]> {
  heading(`3. Long lists: /all-games with ${count(GAMES)} games, scrolled to the end`);
  const controller = await startFusion(GAMES);
  const app = await serveFusion(controller.origin);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const catalog: Catalog = await fetchCatalog(controller);
    // What /all-games lists for a guest: the catalog less what the fusion variant hides from guests.
    const shown = visibleGames(catalog.games, { variant: FUSION, isGuest: true }).length;
    await context.addInitScript(installProbes);
    // Thumbnails do not change how many cards exist, and decoding hundreds of them only slows the walk.
    await context.route('**/assets/games/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${app.url}/all-games`, { waitUntil: 'domcontentloaded' });
    await waitForMarks(page, (m) => m.card >= 0, 30_000);
    await pause(1_000);
    const first = await listState(page);
    const result = await scrollToEnd(page, shown);
    const reached = result.end.lastShown >= shown;
    problems.check(first.cards > 0, 'lists: /all-games painted no game card');
    problems.check(result.end.listed > first.listed, 'lists: scrolling to the end loaded no further page');
    note(`Catalog ${count(catalog.games.length)} games, ${count(shown)} listed for a guest; viewport 1280x800; thumbnails routed away.`);
    note(
      `Scrolled ${result.scrolls} times in ${result.seconds.toFixed(0)} s (${(result.seconds / Math.max(1, result.scrolls)).toFixed(2)} s a page of 50); stopped by ${result.stoppedBy}.`,
    );
    note('Baseline: the games the list holds; the goal is a bounded number of cards (tens, not thousands).');
    table(
      ['moment', 'games in the list', 'cards in the DOM', 'cards / games'],
      [
        ['after the first paint', count(first.listed), count(first.cards), share(first.cards, first.listed)],
        ['most on any frame while scrolling', '-', count(result.maxCards), '-'],
        ['at the end', count(result.end.listed), count(result.end.cards), share(result.end.cards, result.end.listed)],
      ],
    );
    note(
      reached
        ? `The last game (${count(shown)}) is on screen.`
        : `The end was not reached: last game on screen ${count(result.end.lastShown)} of ${count(shown)}.`,
    );
    return [
      {
        section: '3 lists',
        figure: 'cards after the first paint',
        value: count(first.cards),
        baseline: `${count(first.listed)} listed`,
        ratio: share(first.cards, first.listed),
      },
      {
        section: '3 lists',
        figure: 'cards at the end of the list',
        value: count(result.end.cards),
        baseline: `${count(result.end.listed)} listed`,
        ratio: share(result.end.cards, result.end.listed),
        note: `${count(GAMES)} in catalog; most on a frame ${count(result.maxCards)}${reached ? '' : '; END NOT REACHED'}`,
      },
    ];
  } finally {
    await context.close();
    await app.stop();
    await controller.close();
  }
}
