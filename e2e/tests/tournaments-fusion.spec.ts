import { expect, seriousViolations, test } from './fixtures.ts';
import { CONTROLLER, newYorkInstant, watchHostile } from './promos-helpers.ts';

// The multi-provider casino's own tournament lists and pages.
test.describe('tournaments', () => {
  test('lists, carousels by width, the countdown switching at the start, Remind Me', async ({ page, controller: _ }) => {
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
    await expect(card.getByText('00 hours 00 minutes 05 seconds')).toBeVisible();
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

  test('Learn more asks a guest to log in; a player reads the detail; an unknown tournament goes back', async ({ page, controller }) => {
    await controller.content('hostile');
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

  test('the lists are axe clean in both themes', async ({ page, context, controller: _ }) => {
    await page.goto('/tournaments');
    for (const theme of ['light', 'dark']) {
      await context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      await page.goto('/tournaments');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('region', { name: 'Finished tournaments' })).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
