import type { Page } from '@playwright/test';
import { expect, logIn, seriousViolations, test } from './fixtures.ts';

// Wednesday 2026-11-18 10:00 in New York (15:00 UTC): the daily promo ends at 23:59 that day.
const WEDNESDAY_10AM_NY = Date.UTC(2026, 10, 18, 15, 0, 0);
const CONTROLLER = '/app/shared/controllers/LobbyController.php';

/** The instant of a New York wall-clock text `YYYY-MM-DD HH:mm:ss` (the server's times). */
function newYorkInstant(text: string): number {
  const asUtc = Date.parse(`${text.replace(' ', 'T')}Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(asUtc);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const newYorkAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
  return asUtc - (newYorkAsUtc - asUtc);
}

/** Records anything a hostile payload could do: dialogs, a mark it sets, a navigation away. */
function watchHostile(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectInert() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __lobbyHostile?: unknown }).__lobbyHostile)).toBeUndefined();
      expect(new URL(page.url()).hostname).toBe('127.0.0.1');
      // Nothing server-sent sits fixed over the page, and the header is what the top of the page shows.
      const fixed = await page.evaluate(
        () =>
          [...document.querySelectorAll('.lb-server-html *, [data-promo-scope] *')].filter((el) =>
            ['fixed', 'sticky'].includes(getComputedStyle(el).position),
          ).length,
      );
      expect(fixed).toBe(0);
      expect(
        await page
          .locator('script:not([src]):not([type])')
          .evaluateAll((s) => s.filter((e) => e.textContent?.includes('__lobbyHostile')).length),
      ).toBe(0);
      expect(await page.locator('base, meta[http-equiv], form[action*="evil"], svg[onload], [onerror]').count()).toBe(0);
    },
  };
}

test.describe('promotions page', () => {
  test('the grid has a wildcard card exactly when the count is odd, and every card its parts', async ({ page, controller: _ }, info) => {
    await page.clock.setFixedTime(WEDNESDAY_10AM_NY);
    await page.goto('/promotions');
    const grid = page.getByRole('region', { name: 'Promotions' });
    await expect(grid.getByRole('heading', { name: 'Daily Cashback' })).toBeVisible();
    // Fusion: 1 custom + 4 regular + the wildcard; the other casino: 1 custom + 5 regular.
    await expect(grid.locator(':scope > *')).toHaveCount(6);
    await expect(grid.locator('[data-wildcard]')).toHaveCount(info.project.name === 'fusion' ? 1 : 0);
    const daily = grid.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Daily Cashback' }) });
    await expect(daily.getByText('13h 59m 00s')).toBeVisible();
    // A minimum of 0 is not shown; the javascript: call to action is dropped.
    await expect(daily.getByText(/Min\. deposit/)).toHaveCount(0);
    await expect(daily.getByRole('link', { name: 'Opt in' })).toHaveCount(0);
    const reload = grid.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Weekend Reload' }) });
    await expect(reload.getByText('Min. deposit $25.00').or(reload.getByText(/Min\. deposit €?25[.,]00/))).toBeVisible();
    await expect(reload.getByText('Ends in')).toBeVisible();
    await expect(grid.locator('video')).toHaveCount(1);
    const hero = grid.locator('img').first();
    await expect(hero).toHaveAttribute('width', '600');
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

  test('hostile promo HTML, CSS and script stay inert; the script frame cannot reach the page', async ({ page, controller: _ }) => {
    const hostile = watchHostile(page);
    await page.goto('/promotions');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Weekend Reload' }) })
      .getByRole('button', { name: 'Terms apply' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toContainText('Offer details for promo-terms');
    const frame = page.locator('[data-custom-promo="custom-promotions"] iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The script ran inside its frame, and its reach for the parent failed.
    await expect(frame.contentFrame().locator('body')).toHaveAttribute('data-promo-js', 'ran');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await hostile.expectInert();
    expect(await page.evaluate(() => document.cookie)).not.toContain('stolen');
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

test.describe('lobby promos and widgets', () => {
  test('custom promos follow the route: ucc_lobby everywhere, the others on their category, sub-group or theme', async ({
    page,
    controller: _,
  }) => {
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

  test('the hero banner is a sized picture, and widgets skip the campaign that answered with an error', async ({ page, controller: _ }) => {
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
    controller: _,
  }, info) => {
    const rows = page.getByRole('table', { name: 'Recent winners' }).locator('[data-winner-row]');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await rows.first().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(info.project.name === 'fusion' ? 5 : 6);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(rows).toHaveCount(info.project.name === 'fusion' ? 5 : 4);
    // A username with markup is shown as text.
    await expect(page.getByRole('table', { name: 'Recent winners' }).locator('img')).toHaveCount(0);
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
      await page.getByRole('table', { name: 'Recent winners' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
      await page.getByText('Game of the month').scrollIntoViewIfNeeded();
      await expect(page.getByRole('table', { name: 'Recent winners' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe('tournaments', () => {
  test('lists, carousels by width, the countdown switching at the start, Remind Me', async ({ page, controller: _ }, info) => {
    test.skip(info.project.name !== 'fusion', 'the single-provider casino embeds the tournament lobby (below)');
    const lists = await (await page.request.post(`${CONTROLLER}?gettournaments`, { form: { lang: 'en' } })).json();
    const startText: string = lists.upcoming_tournaments[0].schedule[0].start_at;
    const start = newYorkInstant(startText);
    await page.clock.install({ time: start - 5 * 60_000 });
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto('/tournaments');
    await expect(page.getByRole('region', { name: 'Upcoming tournaments' })).toBeVisible({ timeout: 20_000 });
    await page.clock.pauseAt(start - 5_000);
    const live = page.getByRole('region', { name: 'Live tournaments' });
    await expect(live.locator('[data-tournament-card]')).toHaveCount(2);
    await expect(live.getByText('Live', { exact: true }).first()).toBeVisible();
    await expect(live.getByText('$10,001').first()).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming tournaments' });
    await expect(upcoming.locator('[data-slide]')).toHaveCount(1);
    const card = upcoming.locator('[data-tournament-card]');
    await expect(card.getByText('Starts in')).toBeVisible();
    await expect(card.getByText('00h 00m 05s')).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(card.getByText('Ends in')).toBeVisible();
    await card.getByRole('button', { name: 'Remind Me' }).click();
    await expect(card.getByRole('button', { name: 'Reminder Set' })).toBeDisabled();
    const finished = page.getByRole('region', { name: 'Finished tournaments' });
    for (const [width, slides] of [
      [1500, 4],
      [1200, 3],
      [700, 2],
      [400, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(finished.locator('[data-slide]')).toHaveCount(slides);
    }
    await expect(finished.getByText(/^Ended /).first()).toBeVisible();
    await expect(finished.getByText('Finished', { exact: true }).first()).toBeVisible();
  });

  test('Learn more asks a guest to log in; a player reads the detail; an unknown tournament goes back', async ({
    page,
    controller: _,
  }, info) => {
    test.skip(info.project.name !== 'fusion', 'fusion lists only');
    const hostile = watchHostile(page);
    await page.goto('/tournaments');
    await page.getByRole('region', { name: 'Live tournaments' }).getByRole('button', { name: 'Learn more' }).first().click();
    await expect(page).toHaveURL(/\/site\/login\?return=.*tournaments%2Fmidweek-spin-sprint/);
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Midweek Spin Sprint' })).toBeVisible();
    await expect(page.getByText('Paid places')).toBeVisible();
    await page.getByText('Terms and conditions').click();
    await expect(page.getByText('Offer details for tournament-terms-101.')).toBeVisible();
    await hostile.expectInert();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/tournaments/no-such-cup');
    await expect(page).toHaveURL(/\/tournaments$/);
  });

  test('the non-fusion casino embeds its tournament lobby for players and asks guests to log in', async ({ page, controller: _ }, info) => {
    test.skip(info.project.name === 'fusion', 'fusion shows its own lists');
    await page.goto('/tournaments/101');
    const prompt = page.getByRole('region', { name: 'Log in to join tournaments' });
    await expect(prompt.getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.clock.install();
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const frame = page.locator('iframe[title="Tournament lobby"]');
    await expect(frame).toHaveAttribute('src', /\/tournament-lobby\/#101$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the tournament lobby' })).toBeVisible();
    await page.clock.runFor(2_600);
    await expect(page.locator('[data-lobby-overlay]')).toHaveClass(/fading/);
    await page.clock.runFor(1_000);
    await expect(page.locator('[data-lobby-overlay]')).toHaveCount(0);
  });
});
