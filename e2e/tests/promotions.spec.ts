import { discoverCasinos } from '@lobby/casinos';
import { expect, expectHomeGames, logIn, PROMO_FRAME_BLOCKED, scrollThroughHome, seriousViolations, test } from './fixtures.ts';
import { WEDNESDAY_10AM_NY, watchHostile } from './promos-helpers.ts';

// The promotions page shows the custom promo whose script tries what its frame must block.
test.use({ allowedConsoleErrors: [PROMO_FRAME_BLOCKED] });

test.describe('promotions page', () => {
  test('the grid has a wildcard card exactly when the count is odd, and every card its parts', async ({ page, controller }, info) => {
    await controller.content('hostile');
    await page.clock.setFixedTime(WEDNESDAY_10AM_NY);
    await page.goto('/promotions');
    const grid = page.getByRole('region', { name: 'Promotions' });
    await expect(grid.getByRole('heading', { name: 'Daily Cashback' })).toBeVisible();
    // Fusion: 1 custom + 4 regular + the wildcard; the other casino: 1 custom + 5 regular.
    await expect(grid.locator(':scope > *')).toHaveCount(6);
    // The promotions' stylesheet came with the page's code (@lobby/ui/promos.css).
    expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await expect(grid.locator('[data-wildcard]')).toHaveCount(info.project.name === 'fusion' ? 1 : 0);
    const daily = grid.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Daily Cashback' }) });
    await expect(daily.getByText('13 hours 59 minutes 00 seconds')).toBeVisible();
    // A minimum of 0 is not shown; the javascript: call to action is dropped.
    await expect(daily.getByText(/Min\. deposit/)).toHaveCount(0);
    await expect(daily.getByRole('link', { name: 'Opt in' })).toHaveCount(0);
    const reload = grid.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Weekend Reload' }) });
    await expect(reload.getByText('Min. deposit $25.00').or(reload.getByText(/Min\. deposit €?25[.,]00/))).toBeVisible();
    await expect(reload.getByText('Ends in')).toBeVisible();
    await expect(grid.locator('video')).toHaveCount(1);
    const hero = grid.locator('img').first();
    await expect(hero).toHaveAttribute('width', '600');
    // Under 600 px the countdown switches to its short labels.
    await page.setViewportSize({ width: 599, height: 800 });
    await expect(daily.getByText('13h 59m 00s')).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(daily.getByText('13 hours 59 minutes 00 seconds')).toBeVisible();
  });

  test('terms open in a popup that hides by itself after 10 s', async ({ page, controller: _ }) => {
    await page.clock.install({ time: WEDNESDAY_10AM_NY });
    await page.goto('/promotions');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Daily Cashback' }) });
    await card.getByRole('button', { name: 'Terms apply' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toContainText('Cashback is credited');
    await page.clock.runFor(9_000);
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);
  });

  test('axe finds nothing serious in either theme', async ({ page, context, controller: _ }) => {
    for (const theme of ['light', 'dark']) {
      await context.addCookies([{ name: 'theme', value: theme, url: page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url() }]);
      await page.goto('/promotions');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { name: 'Weekend Reload' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe('the showcase seed', () => {
  test('the home and promotions read as a casino: no test fixtures, a playable video promo, one casino name', async ({
    page,
    controller: _,
  }, info) => {
    const name = discoverCasinos().find((casino) => casino.key === info.project.name.replace(/-under-base$/, ''))?.displayName ?? '';
    const fixtures = /Claim now|clobber|Offer details for|Unlocked by the promo script/;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${name}`);
    await expect(page).toHaveTitle(new RegExp(name));
    await scrollThroughHome(page);
    await expect(page.getByRole('complementary', { name: 'Featured' })).toContainText('Free spins Friday');
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(fixtures);
    await page.goto('/promotions');
    const grid = page.getByRole('region', { name: 'Promotions' });
    await expect(grid.getByRole('heading', { name: 'Weekend Reload' })).toBeVisible();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(fixtures);
    // The video promo shows its clip's first picture rather than an empty box.
    const video = grid.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0)).toBe(true);
  });
});

test.describe('lobby promos and widgets', () => {
  test('custom promos follow the route: ucc_lobby everywhere, the others on their category, sub-group or theme', async ({
    page,
    controller,
  }) => {
    await controller.content('hostile');
    const hostile = watchHostile(page);
    const promo = (id: string) => page.locator(`[data-custom-promo="${id}"]`);
    await page.goto('/');
    await expect(promo('custom-lobby')).toHaveCount(1);
    await expect(promo('custom-slots')).toHaveCount(0);
    await expect(promo('custom-promotions')).toHaveCount(0);
    await page.goto('/category/online-slots');
    await expect(page.getByText('Slots of the week')).toBeVisible();
    await expect(promo('custom-lobby')).toHaveCount(1);
    await page.goto('/category/table-games');
    await expect(promo('custom-lobby')).toHaveCount(1);
    await expect(promo('custom-slots')).toHaveCount(0);
    await page.goto('/subgroup/topslots');
    await expect(page.getByText('Top slots race')).toBeVisible();
    await expect(promo('custom-pirates')).toHaveCount(0);
    // The lobby promo's CSS tried to cover the page: it stays inside its own box.
    const box = await promo('custom-lobby').boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height ?? 0).toBeLessThan((viewport?.height ?? 720) * 0.9);
    await hostile.expectInert();
  });

  test('the hero banner is a sized picture, and widgets skip the campaign that answered with an error', async ({
    page,
    controller,
  }, info) => {
    await controller.content('hostile');
    const hostile = watchHostile(page);
    await page.goto('/');
    const hero = page.locator('.lb-hero img');
    // The home's promotion parts arrive in their own chunk after its first sections.
    await expect(hero).toBeVisible({ timeout: 20_000 });
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '400');
    const widgets = page.getByRole('region', { name: 'Featured' });
    await expect(widgets.locator('[data-widget="escapepod"]')).toContainText('Escape Pod');
    await expect(widgets.locator('[data-widget="rng"]')).toContainText('Lucky Number Drop');
    await expect(widgets.locator('[data-widget="synthetic"]')).toContainText('Synth Streak');
    await expect(widgets.locator('[data-widget="fortuneteller"]')).toBeVisible();
    await expect(widgets.locator('[data-widget="wpc"]')).toHaveCount(0);
    if (info.project.name === 'fusion') {
      // Fusion's list also names crewpon (html), and tournaments and cashier (links).
      await expect(widgets.locator('[data-widget="crewpon"]')).toContainText('Team up with friends');
      await expect(widgets.locator('[data-widget="tournaments"]').getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
        'href',
        /\/tournaments$/,
      );
      await expect(widgets.locator('[data-widget="cashier"]').getByRole('link', { name: 'Cashier' })).toBeVisible();
    } else {
      await expect(widgets.locator('[data-widget="crewpon"], [data-widget="cashier"]')).toHaveCount(0);
    }
    await expect(page.getByRole('complementary', { name: 'Featured' })).toContainText('Free spins Friday');
    await hostile.expectInert();
  });

  test('guests get the login bar; a player does not', async ({ page, controller: _ }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Log in' });
    await expect(bar.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await logIn(page, 'regular');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveCount(0);
  });

  test('winners show 5 rows in fusion at every width; elsewhere 4 on small screens and 6 on wide ones', async ({
    page,
    controller,
  }, info) => {
    await controller.content('hostile');
    const rows = page.getByRole('table', { name: 'Recent winners' }).locator('[data-winner-row]');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await scrollThroughHome(page);
    await rows.first().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(info.project.name === 'fusion' ? 5 : 6);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(rows).toHaveCount(info.project.name === 'fusion' ? 5 : 4);
    // A username with markup is shown as text.
    await expect(page.getByRole('table', { name: 'Recent winners' }).locator('img')).toHaveCount(0);
  });

  test("when the hero's code cannot be fetched, the home shows without its banner", async ({ page, controller: _ }) => {
    await page.route(/\/assets\/hero-slot-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expectHomeGames(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.lb-hero')).toHaveCount(0);
  });

  test("on a phone the home's winners and game of the month are asked for only when scrolled near", async ({ page, controller: _ }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const action = /LobbyController\.php\?(winners|gameofthemonth)$/.exec(request.url())?.[1];
      if (action) asked.push(action);
    });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    await expectHomeGames(page);
    await expect(page.locator('.lb-hero img')).toBeVisible();
    // Screens below the first one: their places hold nothing yet, and nothing was asked for them.
    await expect(page.locator('[data-late-slot]').first()).toBeAttached();
    expect(asked).toEqual([]);
    await scrollThroughHome(page);
    await expect(page.getByRole('table', { name: 'Recent winners' })).toBeAttached();
    expect(asked.sort()).toEqual(['gameofthemonth', 'winners']);
  });

  test('the rollback banner shows on / while the tryout cookie says tryout; Go Back rolls back', async ({
    page,
    context,
    controller: _,
  }) => {
    await page.goto('/all-games');
    await context.addCookies([{ name: 'tryout', value: 'tryout', url: page.url() }]);
    await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'tryout')?.value).toBe('rollback');
  });

  test('home with its promotions, tournaments, winners and game of the month is axe clean in both themes', async ({
    page,
    context,
    controller: _,
  }) => {
    // axe reads the whole home, rails and all, twice.
    test.slow();
    await page.goto('/');
    for (const theme of ['light', 'dark']) {
      await context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      await page.goto('/');
      await scrollThroughHome(page);
      await page.getByRole('table', { name: 'Recent winners' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
      await page.getByText('Game of the month').scrollIntoViewIfNeeded();
      await expect(page.getByRole('table', { name: 'Recent winners' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
