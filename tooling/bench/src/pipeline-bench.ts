// Section 7: the catalog pipeline at 2,000 and 20,000 games. The longest main-thread task between
// the getgames body arriving and the first card painting, when the getgames request starts, and
// the envelope's size on the wire, plain and compressed.
import { gzipSync } from 'node:zlib';
import { LOBBY_CONTROLLER_PATH } from '@lobby/controller';
import type { Browser, BrowserContext, Request } from '@playwright/test';
import { serveFusion } from './app-server.ts';
import { type BenchController, holdGetgames, startFusion } from './controller.ts';
import { count, heading, kb, ms, note, type Problems, ratio, type SummaryRow, table } from './report.ts';
import { median } from './stats.ts';

/** Catalog sizes, each with the target for the longest main-thread task in the pipeline. */
const SIZES = [
  { games: 2_000, targetMs: 50 },
  { games: 20_000, targetMs: 200 },
] as const;
const RUNS = 3;
/**
 * getgames is answered this late, so that the page has painted its shell and gone quiet before the
 * body arrives: the long tasks after it are the catalog's, not the start-up's. (With the preload
 * the body would otherwise arrive while the app starts, and its start-up tasks would count.)
 */
const HOLD_MS = 3_000;

/** What one first visit recorded, in the page's clock (ms since navigation start); -1 when not seen. */
interface PipelineMarks {
  getgamesStart: number;
  getgamesEnd: number;
  received: number;
  ready: number;
  card: number;
  /** Long tasks: [start, duration]. */
  tasks: [number, number][];
}

declare global {
  interface Window {
    __pipeline?: PipelineMarks;
  }
}

/** Installed before any page script: long tasks, getgames resource timing, the app's pipeline marks, the first card. */
function installPipelineProbes(): void {
  const marks: PipelineMarks = { getgamesStart: -1, getgamesEnd: -1, received: -1, ready: -1, card: -1, tasks: [] };
  window.__pipeline = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (marks.getgamesEnd < 0 && entry.name.includes('?getgames')) {
        marks.getgamesStart = entry.startTime;
        marks.getgamesEnd = entry.responseEnd;
      }
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'lobby:catalog-received') marks.received = entry.startTime;
      if (entry.name === 'lobby:catalog-ready') marks.ready = entry.startTime;
    }
  }).observe({ type: 'mark', buffered: true });
  const observer = new MutationObserver(() => {
    // A game's card, not a placeholder of the rows waiting for the catalog.
    const card = Array.from(document.querySelectorAll('.lb-game-card:not(.lb-game-card--placeholder)')).find(
      (el) => el.getBoundingClientRect().width > 0,
    );
    if (!card) return;
    observer.disconnect();
    requestAnimationFrame(() => (marks.card = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The app before this pipeline: no catalog worker (the page reads and stores the catalog) and no preloads. */
function withoutWorker(): void {
  Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
}

type Mode = 'before' | 'after';

/** A longest-task figure: 0 means the Long Tasks API saw none (every task under 50 ms). */
const taskMs = (value: number) => (value === 0 ? '< 50 ms' : ms(value));
interface Visit {
  /** Tasks overlapping the body reaching the app until the games are ready (decrypt, parse, validate, receive). */
  readonly longestInPipeline: number;
  /** Tasks from the games being ready to the first card painted: the page rendering the catalog. */
  readonly longestInRender: number;
  readonly longestOverall: number;
  readonly requestStart: number;
  readonly pipelineMs: number;
}

async function firstVisit(browser: Browser, url: string, mode: Mode): Promise<Visit> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(installPipelineProbes);
    if (mode === 'before') {
      await context.addInitScript(withoutWorker);
      // The page as it was: no preloads of the start-up calls.
      await context.route(`${url}`, async (route) => {
        const response = await route.fetch();
        // The configuration's preload link, and the inline script that preloads the catalog.
        const html = (await response.text())
          .replace(/<link rel="preload"[^>]*as="fetch"[^>]*>/g, '')
          .replace(/<script>[^<]*link\.rel = 'preload'[^<]*<\/script>/g, '');
        await route.fulfill({ response, body: html });
      });
    }
    const page = await context.newPage();
    // A first visit's getgames is the catalog worker's request, which the page's resource timing does
    // not list; Playwright sees it, with its start time.
    let games: Request | null = null;
    page.on('request', (request) => {
      if (games === null && request.url().includes('?getgames')) games = request;
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const deadline = Date.now() + 60_000;
    let marks: PipelineMarks;
    for (;;) {
      marks = await page.evaluate(() => JSON.parse(JSON.stringify(window.__pipeline)) as PipelineMarks);
      if (marks.card >= 0 && marks.received >= 0 && marks.ready >= 0) break;
      if (Date.now() > deadline)
        throw new Error(`pipeline marks incomplete after 60 s: ${JSON.stringify({ ...marks, tasks: marks.tasks.length })}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const request = games as Request | null;
    if (marks.getgamesStart < 0 && request !== null) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      marks = { ...marks, getgamesStart: request.timing().startTime - origin };
    }
    // The pipeline: tasks that overlap received..ready and began before the games were ready (a task
    // that reads the catalog and renders it in one go counts here). The render: the task in which
    // the games became ready (the worker's hand-over is a task of its own, which marks ready first
    // and then renders) and those after it, until the card. Long task times are whole milliseconds.
    const { received, ready, card } = marks;
    const TOLERANCE_MS = 2;
    const longest = (keep: (start: number, end: number) => boolean) =>
      Math.max(0, ...marks.tasks.filter(([start, duration]) => keep(start, start + duration)).map(([, d]) => d));
    return {
      longestInPipeline: longest((start, end) => end > received && start < ready - TOLERANCE_MS),
      longestInRender: longest((start) => start >= ready - TOLERANCE_MS && start < card),
      longestOverall: longest((start) => start < card),
      requestStart: marks.getgamesStart,
      pipelineMs: card - received,
    };
  } finally {
    await context.close();
  }
}

async function setCompression(controller: BenchController, compression: 'deflate' | null): Promise<void> {
  const response = await fetch(`${controller.origin}/__control/envelope`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ compression }),
  });
  if (!response.ok) throw new Error(`the envelope control answered ${response.status}`);
}

/** The getgames body's size as sent and as an HTTP gzip would carry it. */
async function wireSize(controller: BenchController): Promise<{ raw: number; gzip: number }> {
  const body = Buffer.from(await (await fetch(`${controller.origin}${LOBBY_CONTROLLER_PATH}?getgames`)).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

export async function pipelineBench(browser: Browser, problems: Problems): Promise<SummaryRow[]> {
  heading('7. Catalog pipeline: longest main-thread task, getgames request start, envelope size (first visits)');
  note(`Headless Chromium, no CPU throttling, viewport 1280x800; median of ${RUNS} first visits, each in a new context.`);
  note('"before": the catalog read and stored on the page and no preloads (Worker removed, preload link and script stripped);');
  note('"after": as built (catalog worker, preloaded start-up calls). Long Tasks API (tasks over 50 ms). "pipeline": tasks');
  note('overlapping the getgames body reaching the app (mark lobby:catalog-received) until the games are ready to show');
  note('(mark lobby:catalog-ready); "render": tasks starting after that until the first card is painted; "nav->card": all');
  note('tasks before the first card. "< 50 ms": the API saw no long task there.');
  note(`getgames is answered ${HOLD_MS / 1000} s late (a controller fault), so the shell has painted and the page is quiet when the`);
  note('body arrives; "body received -> card" therefore starts after that wait.');
  const rows: SummaryRow[] = [];
  for (const { games, targetMs: target } of SIZES) {
    const controller = await startFusion(games);
    const app = await serveFusion(controller.origin);
    try {
      const url = `${app.url}/`;
      const sizes = { plain: await wireSize(controller), deflate: { raw: 0, gzip: 0 } };
      await setCompression(controller, 'deflate');
      sizes.deflate = await wireSize(controller);
      const results: { label: string; visits: Visit[] }[] = [];
      for (const [label, mode, compression] of [
        ['before, plain envelope', 'before', null],
        ['after, plain envelope', 'after', null],
        ['after, compressed envelope (deflate)', 'after', 'deflate'],
      ] as const) {
        await setCompression(controller, compression);
        const visits: Visit[] = [];
        // Run 0 warms the server and the browser's code caches; it is not counted.
        for (let i = 0; i <= RUNS; i += 1) {
          await holdGetgames(controller, HOLD_MS);
          const visit = await firstVisit(browser, url, mode);
          if (i > 0) visits.push(visit);
        }
        results.push({ label, visits });
      }
      heading(`7. ${count(games)} games`);
      note(
        `getgames body: plain ${kb(sizes.plain.raw)} (${kb(sizes.plain.gzip)} with HTTP gzip), compressed ${kb(sizes.deflate.raw)} (${kb(sizes.deflate.gzip)} with HTTP gzip): ${ratio(sizes.plain.gzip, sizes.deflate.gzip)} smaller on a gzip wire.`,
      );
      const pick = (visits: Visit[], key: keyof Visit) => median(visits.map((v) => v[key]));
      table(
        ['variant', 'longest task: pipeline', 'render', 'nav->card', 'getgames request start', 'body received -> card'],
        results.map(({ label, visits }) => [
          label,
          taskMs(pick(visits, 'longestInPipeline')),
          taskMs(pick(visits, 'longestInRender')),
          taskMs(pick(visits, 'longestOverall')),
          ms(pick(visits, 'requestStart')),
          ms(pick(visits, 'pipelineMs')),
        ]),
      );
      for (const { label, visits } of results) {
        problems.check(visits.length === RUNS, `pipeline: ${label} at ${count(games)} games measured ${visits.length} of ${RUNS} runs`);
        if (label.startsWith('before')) continue;
        rows.push({
          section: '7 pipeline',
          figure: `${count(games)} games, ${label}: longest task`,
          value: taskMs(pick(visits, 'longestInPipeline')),
          baseline: `${target} ms target`,
          ratio: ratio(pick(visits, 'longestInPipeline'), target),
          note: `render ${taskMs(pick(visits, 'longestInRender'))}; getgames starts at ${ms(pick(visits, 'requestStart'))}`,
        });
      }
      rows.push({
        section: '7 pipeline',
        figure: `${count(games)} games: getgames on a gzip wire, compressed`,
        value: kb(sizes.deflate.gzip),
        baseline: `${kb(sizes.plain.gzip)} plain`,
        ratio: ratio(sizes.deflate.gzip, sizes.plain.gzip),
      });
    } finally {
      await app.stop();
      await controller.close();
    }
  }
  return rows;
}
