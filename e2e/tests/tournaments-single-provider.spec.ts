import { expect, seriousViolations, test } from './fixtures.ts';

// The single-provider casino embeds the provider's tournament lobby.
test.describe('tournaments', () => {
  test('the non-fusion casino embeds its tournament lobby for players and asks guests to log in', async ({ page, controller: _ }) => {
    await page.goto('/tournaments/101');
    const prompt = page.getByRole('region', { name: 'Log in to join tournaments' });
    await expect(prompt.getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.clock.install();
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    // Time stands still from here: on a busy machine the overlay's timers must not run while the
    // test looks at it, only when the test moves the clock.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const frame = page.locator('iframe[title="Tournament lobby"]');
    // The lobby's own scheduling runs on that clock too (the store's animation-frame updates,
    // start-up's wait for a paint before the fresh catalog): step it, 100 ms at a time, until the
    // frame is there, so that its overlay has run at most 100 ms of its 2.5 s.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return frame.count();
      })
      .toBe(1);
    await expect(frame).toHaveAttribute('src', /\/tournament-lobby\/#101$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the tournament lobby' })).toBeVisible();
    await page.clock.runFor(2_600);
    await expect(page.locator('[data-lobby-overlay]')).toHaveClass(/fading/);
    await page.clock.runFor(1_000);
    await expect(page.locator('[data-lobby-overlay]')).toHaveCount(0);
  });

  test('the login prompt is axe clean in both themes', async ({ page, context, controller: _ }) => {
    await page.goto('/tournaments');
    for (const theme of ['light', 'dark']) {
      await context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      await page.goto('/tournaments');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('region', { name: 'Log in to join tournaments' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
