import type { Locator, Page } from '@playwright/test';
import { expect, expectHomeGames, openAs, test } from './fixtures.ts';

// One overlay at a time where they would meet (domain `arrangeOverlays`): on a phone one thing at
// the bottom, on a wide screen bars stacked, never one over another, never over the page's heading
// or its primary action.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Every overlay the lobby may show over a page. */
const OVERLAYS = '.lb-sticky-banner, .lb-login-bar, .lb-offer, .lb-tip, .lb-install';
/** The ones pinned to the bottom edge. */
const BOTTOM = '.lb-sticky-banner, .lb-login-bar, .lb-install, .lb-offer';

interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The boxes of the elements `selector` finds that are on the screen now. */
async function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const shown = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        return shown ? { name: element.className, x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      })
      .filter((box) => box !== null && box.y < window.innerHeight && box.y + box.height > 0),
  ) as Promise<Box[]>;
}

const overlapping = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** No two overlays overlap, and none covers the page's heading or `primary` (when on the screen). */
async function expectOneAtATime(page: Page, primary: readonly Locator[] = []) {
  const overlays = await boxesOf(page, OVERLAYS);
  const pairs = overlays.flatMap((a, i) =>
    overlays
      .slice(i + 1)
      .filter((b) => overlapping(a, b))
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(pairs, 'overlays over one another').toEqual([]);
  // The heading's words, not its block (which spans the column beside them).
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
  const targets = [...(heading ? [{ name: 'the heading', ...heading }] : [])];
  for (const locator of primary) {
    const box = await locator.boundingBox();
    if (box) targets.push({ name: 'the primary action', ...box });
  }
  const covered = targets.flatMap((target) => overlays.filter((o) => overlapping(o, target)).map((o) => `${o.name} over ${target.name}`));
  expect(covered, 'overlays over the heading or the primary action').toEqual([]);
}

const bar = (page: Page, name: string) => page.getByRole('complementary', { name });

for (const [label, viewport] of [
  ['a phone', PHONE],
  ['a wide screen', DESKTOP],
] as const) {
  const phone = viewport === PHONE;

  test.describe(`overlays on ${label}`, () => {
    test.use({ viewport });

    test('a guest on the home and a list: the login bar first, the promo banner beside it only where there is room', async ({
      page,
      controller: _,
    }) => {
      await page.goto('/');
      await expectHomeGames(page);
      await expect(bar(page, 'Log in')).toBeVisible();
      await expect(bar(page, 'Featured')).toHaveCount(phone ? 0 : 1);
      await expectOneAtATime(page);
      expect((await boxesOf(page, BOTTOM)).length).toBe(phone ? 1 : 2);
      await page.goto('/all-games');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bar(page, 'Log in')).toBeVisible();
      await expectOneAtATime(page);
    });

    test('a player on the promotions page: the promo banner, clear of the heading', async ({ page, controller: _ }) => {
      await openAs(page, 'regular', '/promotions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bar(page, 'Featured')).toBeVisible();
      await expect(bar(page, 'Log in')).toHaveCount(0);
      await expectOneAtATime(page);
    });

    test.describe('with the reward prompts', () => {
      test.use({ rewardPrompts: true });

      test('a player invited to the daily free spins: the sheet, and on a phone nothing else at the bottom', async ({
        page,
        controller,
      }) => {
        await controller.flags({ dfs_popup: true });
        await openAs(page, 'vip');
        const sheet = page.getByRole('dialog', { name: 'Daily free spins' });
        await expect(sheet).toBeVisible();
        await expect(bar(page, 'Featured')).toHaveCount(phone ? 0 : 1);
        await expectOneAtATime(page);
        // Gone, the sheet gives the bottom back to the banner.
        await sheet.getByRole('button', { name: 'Not now' }).click();
        await expect(bar(page, 'Featured')).toBeVisible();
        await expectOneAtATime(page);
      });
    });

    test('the low-balance tooltip on the daily free spins page leaves the heading and the wheel alone', async ({ page, controller }) => {
      await controller.flags({ dfs_spinwheel: true });
      await openAs(page, 'dfswheel', '/dashboard/loyalty/dailyfreespins');
      const spin = page.locator('#lb-main').getByRole('button', { name: 'Spin the wheel' });
      await expect(spin).toBeVisible();
      await expect(page.getByText('Running low?')).toBeVisible({ timeout: 20_000 });
      await expectOneAtATime(page, [spin, page.locator('.lb-wheel__pointer')]);
    });
  });
}
