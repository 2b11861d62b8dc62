import type { Browser, BrowserContext, Page } from 'playwright';
import type { Shot, Theme, Viewer, Width } from './plan.ts';

/** The page heights of the two widths: a phone's first screen and a laptop's. */
const HEIGHTS: Readonly<Record<Width, number>> = { 390: 844, 1366: 900 };
/** Bound on waiting for a screen to settle. */
const SETTLE_MS = 10_000;

/** Where the fifty-free offer, the daily free spins popup and the install prompt remember a dismissal. */
function dismissPrompts(keys: readonly string[]): void {
  // Init scripts run in every frame; a sandboxed one (a custom promo's) has no storage.
  if (window !== window.top) return;
  for (const key of keys) {
    window.localStorage.setItem(`${key}.fiftyfree`, 'redeemed');
    window.sessionStorage.setItem(`${key}.dfsPopupDismissed`, '1');
    window.localStorage.setItem(`lobby.${key}.installDismissed`, '1');
  }
}

/** A browser context for one casino, width, theme and viewer, logged in for a player. */
export async function openContext(
  browser: Browser,
  o: { appUrl: string; width: Width; theme: Theme; viewer: Viewer; nowMs: number; casinoKey: string; prompts: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: o.appUrl,
    viewport: { width: o.width, height: HEIGHTS[o.width] },
    deviceScaleFactor: 1,
    isMobile: o.width < 600,
    hasTouch: o.width < 600,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'theme', value: o.theme, url: o.appUrl }]);
  await context.clock.setFixedTime(o.nowMs);
  if (!o.prompts) await context.addInitScript(dismissPrompts, [o.casinoKey]);
  if (o.viewer === 'player') {
    const reply = await context.request.post('/site/login', {
      form: { username: 'regular', password: 'demo', return: '/' },
      maxRedirects: 0,
    });
    if (reply.status() !== 303) throw new Error(`logging in as regular answered ${reply.status()}`);
  }
  return context;
}

/** Waits until nothing is busy or loading in view (a bound: a screen that never settles is shot as it is), then for a painted frame. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const inView = (el: Element) => {
          const box = el.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
        };
        const busy = [...document.querySelectorAll('[aria-busy="true"], [data-late-slot]')].some(inView);
        const loading = [...document.images].some((img) => !img.complete && inView(img));
        return !busy && !loading;
      },
      undefined,
      { timeout: SETTLE_MS, polling: 100 },
    )
    .catch(() => {});
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );
}

/** Scrolls one screen down (less a strip, so a designer sees where one picture joins the next); false at the end. */
async function nextScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const before = window.scrollY;
    window.scrollTo(0, before + Math.round(window.innerHeight * 0.9));
    return window.scrollY > before;
  });
}

/** Opens the shot's screen as a visitor would get there. */
async function open(page: Page, shot: Shot): Promise<void> {
  const { screen, viewer } = shot;
  // A guest plays demos; real money asks for a login.
  const path = screen.key === 'game' && viewer === 'guest' ? screen.path.replace('/play/', '/demo/') : screen.path;
  await page.goto(path);
  await page
    .locator('h1, [role="alert"]')
    .first()
    .waitFor({ timeout: SETTLE_MS })
    .catch(() => {});
  if (screen.key === 'search') {
    await page.getByRole('button', { name: 'Search games' }).first().click();
    await page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox').fill('wild');
    await page
      .getByRole('dialog', { name: 'Search games' })
      .getByRole('link')
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .catch(() => {});
  }
}

/** How many screens down the long pages are followed. */
const MAX_SCREENS = 6;

/** Takes a shot's first screen (`file`) and, for a long page, the next screens down (`*-2.png`...) into `dir`; returns the files and what went wrong in the page. */
export async function capture(context: BrowserContext, shot: Shot, dir: string): Promise<{ files: string[]; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  const files: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  try {
    await open(page, shot);
    await settle(page);
    await page.screenshot({ path: `${dir}/${shot.file}` });
    files.push(shot.file);
    if (shot.screen.scrolls) {
      for (let n = 2; n <= MAX_SCREENS && (await nextScreen(page)); n += 1) {
        await settle(page);
        const file = shot.file.replace(/\.png$/, `-${n}.png`);
        await page.screenshot({ path: `${dir}/${file}` });
        files.push(file);
      }
    }
  } finally {
    await page.close();
  }
  return { files, problems };
}
