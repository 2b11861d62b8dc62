import type { Page } from '@playwright/test';
import { expect, openAs, test } from './fixtures.ts';

// The reference controller names the dfs widget among the home widgets of every casino (widget-seed.ts):
// the server decides which widgets a casino shows, so both variants show it when named.
// Players log in from the home: opening the daily free spins page would redeem at once where the
// casino has no wheel (single-provider), and the home would then show the claimed state.
async function homeAs(page: Page, username: string) {
  await openAs(page, username);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible({ timeout: 20_000 });
}

test('the server-named dfs widget on the home invites a player who may claim', async ({ page, controller: _ }) => {
  await homeAs(page, 'dfswheel');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.getByText('Your daily free spins are waiting. Claim them now!')).toBeVisible({ timeout: 20_000 });
  await expect(widgets.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', /dailyfreespins$/);
});

test('after claiming, the dfs widget counts down to the next spins', async ({ page, controller: _ }) => {
  await homeAs(page, 'dfsdone');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.getByText('You have claimed today’s free spins.')).toBeVisible({ timeout: 20_000 });
  await expect(widgets.getByRole('timer')).toBeVisible();
  // The countdown's style comes with the widget's code (the rewards' and the promotions' stylesheets).
  expect(await widgets.getByRole('timer').evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
  await expect(widgets.getByRole('link', { name: 'Claim my free spins' })).toHaveCount(0);
});

test('a guest gets no dfs widget among the others', async ({ page, controller: _ }) => {
  await page.goto('/');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.locator('[data-widget="escapepod"]')).toContainText('Escape Pod', { timeout: 20_000 });
  await expect(widgets.getByText(/daily free spins/i)).toHaveCount(0);
});
