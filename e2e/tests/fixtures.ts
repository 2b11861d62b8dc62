import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { discoverCasinos } from '@lobby/casinos';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { test as base } from './servers.ts';

/** A fault the reference controller should simulate (see docs/controller-protocol.md). */
export interface Fault {
  action: string;
  status?: number;
  delayMs?: number;
  body?: 'garbage' | 'html' | 'bad-envelope' | 'bad-compressed';
  drop?: boolean;
  /** A well-formed answer of the wrong shape, sent in place of the real one. */
  answer?: Record<string, unknown>;
  /** Applies this many times, then clears itself; absent means until cleared. */
  times?: number;
}

/** Drives the reference controller behind the app under test (through the app's proxy). */
export class Controller {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async fault(fault: Fault): Promise<void> {
    const response = await this.page.request.post('/__control/faults', { data: fault });
    expect(response.ok()).toBe(true);
  }

  /** Switches the casino's configuration flags until the next reset. */
  async flags(flags: Record<string, boolean>): Promise<void> {
    const response = await this.page.request.post('/__control/flags', { data: flags });
    expect(response.ok()).toBe(true);
  }

  /** Compresses the casino's envelopes (`z`, docs/controller-protocol.md) until the next reset; null: plain. */
  async envelope(compression: 'deflate' | 'gzip' | null): Promise<void> {
    const response = await this.page.request.post('/__control/envelope', { data: { compression } });
    expect(response.ok()).toBe(true);
  }

  /** Today's prize wheel draw of a player lands on `slice`: the controller draws the slice, not the page. */
  async drawOnto(username: string, slice: number): Promise<void> {
    const response = await this.page.request.post(`/__control/dfs/${username}/draw`, { data: { slice } });
    expect(response.ok()).toBe(true);
  }

  /**
   * Switches the seed's copy until the next reset: `hostile` puts the attacks the lobby must render
   * inert into every promo, tournament, widget and banner field; `showcase` is the default.
   */
  async content(content: 'showcase' | 'hostile'): Promise<void> {
    const response = await this.page.request.post('/__control/content', { data: { content } });
    expect(response.ok()).toBe(true);
  }

  async reset(): Promise<void> {
    const response = await this.page.request.post('/__control/reset');
    expect(response.ok()).toBe(true);
  }
}

/**
 * For a describe whose behaviour the shared kit owns and no casino's configuration changes (the
 * market's rules, the controller's faults, the message center): it runs in one shared casino, the
 * first by key, not again in each (playwright.config.ts). What a casino composes stays untagged.
 */
export const KIT = { tag: '@kit' } as const;

/** Logs in through the casino's own login page, as a player would. */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Opens `path` as a logged-in player: the casino's login form is posted straight to the controller
 * (its session cookie lands in the page's context), then the page loads once. Logging in through
 * the page instead loads the lobby, the login page and the lobby again; tests about the login
 * itself (the header's Log in, a guest sent to the login page and back) keep `logIn`.
 */
export async function openAs(page: Page, username: string, path = '/'): Promise<void> {
  const reply = await page.request.post('/site/login', { form: { username, password: 'demo', return: path }, maxRedirects: 0 });
  expect(reply.status(), `logging in as ${username}`).toBe(303);
  await page.goto(path);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's rules that read colours: the only ones a theme can change (the themes differ in their tokens alone). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's own run, in a page without frames: axe-core goes into the document once (through the
 * debugging protocol, which the page's policy does not govern) and runs there. AxeBuilder runs
 * every frame apart and assembles the report in a page of its own, which costs about eight times
 * as much (4 s against 0.5 s on the home page); it is needed, and kept, where the page has frames.
 * `rules` limits the run to those rules.
 */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (await (rules ? builder.withRules([...rules]) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const options = only ? { runOnly: { type: 'rule' as const, values: [...only] } } : {};
    return (await axe.run(document, { ...options, resultTypes: ['violations'] })).violations;
  }, rules ?? null);
}

/** The style element that stills every transition while the theme is switched. */
const STILL_ID = 'lobby-test-no-transitions';

/**
 * Switches the page to its other theme as the theme switch does (the root's `data-theme`), with
 * transitions off; answers the theme it had, for `restoreTheme`.
 */
function switchTheme(page: Page): Promise<string | null> {
  return page.evaluate((id) => {
    const still = document.createElement('style');
    still.id = id;
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    const root = document.documentElement;
    const had = root.dataset.theme ?? null;
    root.dataset.theme = had === 'dark' ? 'light' : 'dark';
    return had;
  }, STILL_ID);
}

/** Puts back the theme `switchTheme` found, then the transitions. */
function restoreTheme(page: Page, had: string | null): Promise<void> {
  return page.evaluate(
    ({ id, theme }) => {
      const root = document.documentElement;
      if (theme === null) delete root.dataset.theme;
      else root.dataset.theme = theme;
      // The restored colours are computed (a forced layout) while transitions are still off.
      void root.offsetWidth;
      document.getElementById(id)?.remove();
    },
    { id: STILL_ID, theme: had },
  );
}

const serious = (violations: AxeResults['violations'], prefix = '') =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/**
 * Serious and critical accessibility violations on the page as it is now: every rule in its
 * theme, and the colour rules in the other theme too (each such finding starts with that theme's
 * name), so that one walk through a screen checks both themes.
 */
export async function seriousViolations(page: Page) {
  const found = serious(await axeViolations(page));
  const had = await switchTheme(page);
  try {
    return [...found, ...serious(await axeViolations(page, COLOUR_RULES), `(${had === 'dark' ? 'light' : 'dark'}) `)];
  } finally {
    await restoreTheme(page, had);
  }
}

/** The apps' profile keys: their device flags are named after them. */
const APP_KEYS = discoverCasinos().map((casino) => casino.key);

/**
 * Console errors a test may cause on purpose, each with its reason. Chromium itself logs every
 * failed request on the console; the tests make the controller fail, drop connections and go
 * offline to check that the lobby copes, so those lines are expected. Nothing the app logs is here.
 */
const EXPECTED_CONSOLE_ERRORS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^Failed to load resource: the server responded with a status of [45]\d\d/, reason: 'faults answer 4xx/5xx on purpose' },
  { pattern: /^Failed to load resource: net::ERR_/, reason: 'faults drop connections and tests go offline on purpose' },
];

/**
 * The seeded custom promo with a script tries, from its frame, to navigate the top window and to
 * call the controller: the sandbox and the frame's policy block both, and Chromium says so on the
 * console (the headless shell names the top frame by URL, the full browser by origin). Specs that
 * open /promotions allow these lines, and only from the promo frame's policy
 * (`connect-src 'none'` is the frame's alone). One pattern: an array would read as a fixture tuple.
 */
export const PROMO_FRAME_BLOCKED = new RegExp(
  [
    /^Unsafe attempt to initiate navigation for frame with (?:origin|URL) '[^']+' from frame with URL '[^']*\/promo-frame\.html'\. The frame attempting navigation of the top-level window is sandboxed/,
    /^Connecting to '[^']+' violates the following Content Security Policy directive: "connect-src 'none'"\. The action has been blocked\.$/,
    /^Fetch API cannot load [^ ]+\. Refused to connect because it violates the document's Content Security Policy\.$/,
  ]
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
);

/**
 * Has the page say on its console what caused an uncaught error or rejection that names a cause:
 * the browser reports only the outer error, and React's "recovered from an error" (#520) says
 * nothing of the error it recovered from without it.
 */
function reportCauses(): void {
  const report = (error: unknown) => {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause === undefined) return;
    const text = cause instanceof Error ? `${cause.message} ${cause.stack?.split('\n').slice(1, 4).join(' ') ?? ''}` : String(cause);
    console.error(`caused by: ${text}`);
  };
  window.addEventListener('error', (event) => report(event.error));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}

/**
 * What went wrong in the page during a test: uncaught errors and unhandled rejections (both
 * `pageerror` in Chromium) with their causes, unexpected console errors. From the next navigation on.
 */
export async function watchPage(page: Page, allowed: readonly RegExp[]): Promise<() => string[]> {
  const problems: string[] = [];
  await page.addInitScript(reportCauses);
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (EXPECTED_CONSOLE_ERRORS.some(({ pattern }) => pattern.test(text)) || allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console error: ${text}`);
  });
  return () => problems;
}

export const test = base.extend<{
  controller: Controller;
  installPrompt: boolean;
  rewardPrompts: boolean;
  allowedConsoleErrors: readonly RegExp[];
}>({
  // Chromium may offer to install the app (a PWA) in the middle of any test; its prompt would then
  // sit over the page. Tests start as if it had been dismissed, except those that opt in.
  installPrompt: [false, { option: true }],
  // Likewise the fifty-free offer (after 60 s) and the daily free spins popup start as already seen.
  rewardPrompts: [false, { option: true }],
  // Console errors one test expects besides the common ones above; say why where it is set.
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, installPrompt, rewardPrompts, allowedConsoleErrors }, use) => {
    if (!rewardPrompts) {
      await page.addInitScript((keys: string[]) => {
        // Init scripts run in every frame; sandboxed ones (a custom promo's) have no storage.
        if (window !== window.top) return;
        for (const key of keys) {
          window.localStorage.setItem(`${key}.fiftyfree`, 'redeemed');
          window.sessionStorage.setItem(`${key}.dfsPopupDismissed`, '1');
        }
      }, APP_KEYS);
    }
    if (!installPrompt) {
      await page.addInitScript((keys: string[]) => {
        if (window !== window.top) return;
        for (const key of keys) window.localStorage.setItem(`lobby.${key}.installDismissed`, '1');
      }, APP_KEYS);
    }
    const problems = await watchPage(page, allowedConsoleErrors);
    await use(page);
    expect(problems(), 'uncaught errors, unhandled rejections or unexpected console errors in the page').toEqual([]);
  },
  controller: async ({ page }, use) => {
    const controller = new Controller(page);
    await controller.reset();
    await use(controller);
    await controller.reset();
  },
});

/**
 * The home's games are in: its New games row shows cards. The row's heading alone shows from the
 * first paint, over placeholder cards, before the catalog has arrived.
 */
export async function expectHomeGames(page: Page): Promise<void> {
  const row = page.getByRole('region', { name: 'New games' });
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
  await expect(row.getByRole('listitem').first()).toBeVisible();
}

/**
 * Scrolls the home from top to bottom, a half screen at a time, and back to the top: the home's
 * feature slots (widgets, tournaments, game of the month, promotions, winners) render only when
 * their place comes near the viewport, as a player's scrolling brings them.
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let y = 0;
  // The page grows as parts come in: go on until a step no longer moves it.
  for (;;) {
    const next = await page.evaluate((from) => {
      window.scrollTo(0, from + Math.round(window.innerHeight / 2));
      return window.scrollY;
    }, y);
    if (next <= y) break;
    y = next;
    // Each step waits for the page to have rendered a frame there.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await expect(page.locator('[data-late-slot]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export { expect };
