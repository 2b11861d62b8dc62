import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The reference controller names the dfs widget among the home widgets of every casino (widget-seed.ts):
// the server decides which widgets a casino shows, so both variants show it when named.
const DFS = '/dashboard/loyalty/dailyfreespins';

async function openAs(page: Page, username: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/site\/login\?return=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
}

test('the server-named dfs widget on the home invites a player who may claim', async ({ page, controller: _ }) => {
  await openAs(page, 'dfswheel', DFS);
  await page.goto('/');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.getByText('Your daily free spins are waiting. Claim them now!')).toBeVisible({ timeout: 20_000 });
  await expect(widgets.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', /dailyfreespins$/);
});

test('after claiming, the dfs widget counts down to the next spins', async ({ page, controller: _ }) => {
  await openAs(page, 'dfsdone', DFS);
  await page.goto('/');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.getByText('You have claimed today’s free spins.')).toBeVisible({ timeout: 20_000 });
  await expect(widgets.getByRole('timer')).toBeVisible();
  await expect(widgets.getByRole('link', { name: 'Claim my free spins' })).toHaveCount(0);
});

test('a guest gets no dfs widget among the others', async ({ page, controller: _ }) => {
  await page.goto('/');
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.locator('[data-widget="escapepod"]')).toContainText('Escape Pod', { timeout: 20_000 });
  await expect(widgets.getByText(/daily free spins/i)).toHaveCount(0);
});
