import { expect, expectHomeGames, openAs, scrollThroughHome, seriousViolations, test } from './fixtures.ts';

/** Opens the search modal (unless open) and types `query`. */
async function search(page: import('@playwright/test').Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Search games' }).click();
  await dialog.getByRole('searchbox').fill(query);
  return dialog;
}

test.describe('the lobby', () => {
  test('home shows its sections with View all links', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expectHomeGames(page);
    await expect(page.getByRole('heading', { name: 'Jackpots', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all: New games' })).toHaveAttribute('href', /all-games\?sort=newest/);
    await expect(page.getByText('Total jackpot')).toBeVisible();
  });

  test("on a phone the home's last row shows its cards only once scrolled near", async ({ page, controller: _ }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    await expectHomeGames(page);
    // The load is over (nothing asked for a while): screens below, the last row still holds its placeholders.
    await page.waitForLoadState('networkidle');
    const last = page.locator('main section.lb-rail').last();
    await expect(last).toHaveAttribute('aria-busy', 'true');
    await expect(last.locator('.lb-rail__item').getByRole('link')).toHaveCount(0);
    await scrollThroughHome(page);
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => last.locator('.lb-rail__item').getByRole('link').count()).toBeGreaterThan(0);
  });

  test('a category lists games, sorts Z-A and filters, and reset brings all back', async ({ page, controller: _ }) => {
    await page.goto('/category/online-slots');
    await expect(page.getByRole('heading', { name: 'Online Slots', level: 1 })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Online Slots' });
    const firstAZ = (await grid.getByRole('listitem').first().textContent()) ?? '';
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Game Z-A' }).click();
    await expect(page).toHaveURL(/sort=name-desc/);
    await expect(grid.getByRole('listitem').first()).not.toHaveText(firstAZ);
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    // The first box of a group is its All option, checked while nothing is selected.
    await panel.getByRole('checkbox').nth(1).click();
    await expect(page).toHaveURL(/(providers|features|themes)=/);
    await panel.getByRole('button', { name: 'Reset all filters' }).click();
    await expect(page).not.toHaveURL(/(providers|features|themes)=/);
  });

  test('search waits for three characters and says when nothing matches', async ({ page, controller: _ }) => {
    await page.goto('/');
    const dialog = await search(page, 'wi');
    await expect(dialog.getByText('Type at least 3 characters')).toBeVisible();
    await dialog.getByRole('searchbox').fill('Wild West Gold Rush');
    await expect(dialog.getByRole('link', { name: 'Wild West Gold Rush', exact: true })).toBeVisible();
    await dialog.getByRole('searchbox').fill('qqqxqqq');
    await expect(dialog.getByText('Try a different keyword.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the first results show on the first screen, the filters behind a Filter button that counts them', async ({
    page,
    controller: _,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // More than six results, so that the filters are offered.
    const dialog = await search(page, 'gold');
    const results = dialog.getByRole('list', { name: 'All games' });
    await expect(results.getByRole('listitem').first()).toBeInViewport();
    expect(await results.getByRole('listitem').count()).toBeGreaterThan(6);
    const filter = dialog.getByRole('button', { name: /^Filter/ });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await filter.click();
    await dialog.getByRole('region', { name: 'Filters' }).getByRole('checkbox').nth(1).click();
    await expect(filter).toHaveAccessibleName(/1 active/);
    await filter.click();
    await expect(results.getByRole('listitem').first()).toBeInViewport();
  });

  test('a player adds and removes a favorite', async ({ page, controller: _ }) => {
    await openAs(page, 'nofavs');
    await page.goto('/favorites');
    await expect(page.getByText(/you have no favorites yet/)).toBeVisible();
    const dialog = await search(page, 'Wild West Gold Rush');
    await dialog.getByRole('button', { name: 'Add Wild West Gold Rush to favorites' }).first().click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Wild West Gold Rush', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Wild West Gold Rush from favorites' }).click();
    await expect(page.getByText(/you have no favorites yet/)).toBeVisible();
  });

  test('?fav= asks a guest to log in and lands on favorites with the game', async ({ page, controller: _ }) => {
    await page.goto('/?fav=wild-west-gold-rush');
    await expect(page).toHaveURL(/\/site\/login\?return=%2Ffavorites/);
    await page.getByLabel('Username').fill('nofavs');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('link', { name: 'Wild West Gold Rush', exact: true })).toBeVisible();
  });

  for (const [game, expected] of [
    ['VIP Diamond Lounge', /reserved for our VIP players/],
    ["Founders' Preview", /Available from/],
    ['Deposit Dash Deluxe', /Make a deposit to unlock/],
  ] as const) {
    test(`the lock modal of ${game}`, async ({ page, controller: _ }) => {
      await openAs(page, 'nofavs');
      const dialog = await search(page, game);
      await dialog
        .getByRole('button', { name: `${game} is locked: see how to unlock it` })
        .first()
        .click();
      const lock = page.getByRole('dialog', { name: `Unlock ${game}` });
      await expect(lock.getByText(expected)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lock).toBeHidden();
    });
  }

  test('jackpot multipliers follow the New York schedule of the clock', async ({ page, controller: _ }, testInfo) => {
    const money = (amount: string) => (testInfo.project.name === 'fusion' ? `$${amount}` : `€${amount}`);
    // Monday 23 November 2026, noon in New York: the Monday/Wednesday multiplier is on, the Sunday one off.
    await page.clock.setFixedTime(new Date('2026-11-23T17:00:00Z'));
    await page.goto('/');
    let dialog = await search(page, 'Midweek Multiplier Mania');
    await expect(dialog.getByText(money('146,000.00'))).toBeVisible();
    dialog = await search(page, 'Sunday Funday Jackpot');
    await expect(dialog.getByText(money('27,150.50'))).toBeVisible();
    // Sunday 22 November, noon in New York: the other way round.
    await page.clock.setFixedTime(new Date('2026-11-22T17:00:00Z'));
    await page.reload();
    dialog = await search(page, 'Sunday Funday Jackpot');
    await expect(dialog.getByText(money('81,451.50'))).toBeVisible();
  });

  for (const path of ['/', '/category/online-slots', '/jackpot-games']) {
    test(`axe finds nothing serious on ${path}`, async ({ page, controller: _ }) => {
      // axe reads every card of a long page; on a busy two-core machine that takes a while.
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  test('axe finds nothing serious in search', async ({ page, controller: _ }) => {
    test.slow();
    await page.goto('/');
    const dialog = await search(page, 'Wild West');
    await expect(dialog.getByRole('link', { name: 'Wild West Gold Rush', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
