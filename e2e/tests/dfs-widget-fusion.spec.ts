import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The multi-provider casino names the dfs widget among its home widgets.
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
