import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures.ts';

/** The stylesheets the page has loaded, by file name. */
function stylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname.split('/').pop() ?? ''] : [])),
  );
}

/** Width and height of every icon drawn in the header, from the page's sprite (none where a symbol is missing). */
function headerIconSizes(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header svg.lb-icon use')].map((use) => {
      const box = (use as SVGGraphicsElement).getBBox();
      return [Math.round(box.width), Math.round(box.height)];
    }),
  );
}

/** The computed `display` of the first element matching `selector`. */
function displayOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).display);
}

// The smoke test every casino runs, a new one included: paths are relative to the app's base URL,
// so it also runs against an app served under a base path (`/casino/fusion/`).

test.describe('smoke', () => {
  test('home, a list, search, a game launch and the missing page', async ({ page, controller: _ }) => {
    // One journey through six pages.
    test.slow();
    // A static deploy's Content-Security-Policy must not block anything the app does.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    // The inline theme script ran (a policy without its hash would block it).
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    // The first screen's stylesheet (the notices' region is the shell's from the start), then at
    // most the parts after it (back-to-top among them, which then has its styles): the list
    // pages', search's and play screens' styles come with their code, and are there when they show.
    await expect(page.locator('section.lb-toasts')).toHaveCSS('position', 'fixed');
    await expect(page.locator('button.lb-back-to-top')).toHaveCSS('position', 'fixed');
    const sheets = await stylesheets(page);
    expect(sheets[0]).toMatch(/^index-[\w-]+\.css$/);
    for (const sheet of sheets.slice(1)) expect(sheet).toMatch(/^after-paint-[\w-]+\.css$/);
    // The header's icons draw from the sprite index.html carries: each glyph spans most of its grid.
    const icons = await headerIconSizes(page);
    expect(icons.length).toBeGreaterThan(1);
    for (const [width, height] of icons) expect(Math.max(width ?? 0, height ?? 0)).toBeGreaterThan(12);

    // Links within the app change the page without loading the document again.
    await page.evaluate(() => sessionStorage.setItem('smoke-document', String(performance.timeOrigin)));
    await page.getByRole('link', { name: 'View all: New games' }).click();
    await expect(page).toHaveURL(/\/all-games\?sort=newest$/);
    expect(await page.evaluate(() => sessionStorage.getItem('smoke-document') === String(performance.timeOrigin))).toBe(true);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await displayOf(page, '.lb-topbar')).toBe('grid');

    await page.getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await expect(dialog).toBeVisible();
    expect(await displayOf(page, '.lb-search')).toBe('flex');
    await dialog.getByRole('searchbox').fill('Wild West Gold Rush');
    await dialog.getByRole('link', { name: 'Wild West Gold Rush', exact: true }).click();

    // Real money asks a guest to log in, then comes back to the game.
    await expect(page).toHaveURL(/\/site\/login\?return=.*play%2Fwild-west-gold-rush/);
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/play\/wild-west-gold-rush(\?by=.+)?$/);
    await expect(page.frameLocator('iframe').first().getByRole('button', { name: 'Spin' })).toBeVisible();
    expect(await displayOf(page, '.lb-play')).toBe('flex');

    await page.goto('./no/such/page');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    // A link within the app is a history entry of its own: Back shows the missing page again.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('axe finds nothing serious on home', async ({ page, controller: _ }) => {
    test.slow();
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
