import type { Page } from '@playwright/test';
import { expect, openAs, seriousViolations, test } from './fixtures.ts';

// Casino 85 (apps/northstar against the controller's `sportsbook` profile): the one casino whose
// site tweaks open the sportsbook, and only to players 850002 (`regular`) and 850003 (`vip`).

const CASINO_NAME = 'Northstar Casino & Sportsbook';

/** The game page inside the play screen's frame. */
const game = (page: Page) => page.frameLocator('iframe').first();

async function loggedIn(page: Page, username: string) {
  await openAs(page, username);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
}

test.describe('the Northstar sportsbook', () => {
  test('the app talks to casino 85, whose sportsbook players are regular and vip', async ({ page, controller: _ }) => {
    const response = await page.request.get('/__control/players');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { casino_id: number; players: { username: string; sportsbook: boolean }[] };
    expect(body.casino_id).toBe(85);
    expect(
      body.players
        .filter((player) => player.sportsbook)
        .map((player) => player.username)
        .sort(),
    ).toEqual(['regular', 'vip']);
  });

  test('the lobby greets with the casino name and never lists the sportsbook game', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${CASINO_NAME}`);
    await page.getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    // A game the catalog does list first, so the empty answer below is the sportsbook left out.
    await dialog.getByRole('searchbox').fill('Wild West Gold Rush');
    await expect(dialog.getByRole('link', { name: 'Wild West Gold Rush', exact: true })).toBeVisible();
    await dialog.getByRole('searchbox').fill('Sportsbook');
    await expect(dialog.getByText('Try a different keyword.')).toBeVisible();
  });

  for (const { username, balance } of [
    { username: 'regular', balance: '€250.00' },
    { username: 'vip', balance: '€18,450.75' },
  ]) {
    test(`${username} opens the sportsbook in real money`, async ({ page, controller: _ }) => {
      await loggedIn(page, username);
      await page.goto('/sportsbook');
      await expect(page.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();
      await expect(page.getByText('Practice Mode')).toHaveCount(0);
      // The first-sportsbook version, launched with the player's game token.
      await expect(page.locator('iframe').first()).toHaveAttribute('src', /\/games\/first-sportsbook\/sportsbook\/\?token=[^&]+&/);
      await expect(game(page).getByRole('heading', { name: 'Sportsbook' })).toBeVisible();
      await expect(game(page).getByText('First Sportsbook')).toBeVisible();
      await expect(game(page).getByText('Real money')).toBeVisible();
      await expect(game(page).locator('#balance')).toHaveText(balance);
      // The sportsbook is not a game to swap for a random one.
      await page.getByRole('button', { name: 'Options' }).click();
      await expect(page.getByRole('region', { name: 'Game options' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Random game' })).toHaveCount(0);
      // Checked last: the route only redirects once the configuration is in, so earlier it proves nothing.
      await expect(page).toHaveURL(/\/sportsbook$/);
    });
  }

  test('a player the casino does not name is sent to the lobby', async ({ page, controller: _ }) => {
    await loggedIn(page, 'newbie');
    await page.goto('/sportsbook');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a guest is sent to the lobby, not to the login page', async ({ page, controller: _ }) => {
    await page.goto('/sportsbook');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${CASINO_NAME}`);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the low-balance notice words the minimum as casino 85 does', async ({ page, controller: _ }) => {
    await loggedIn(page, 'regular');
    await page.goto('/play/wild-west-gold-rush');
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    const drained = await page.request.post('/__control/players/regular/balance', { data: { balance: 2 } });
    expect(drained.ok()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Your balance is €2.00, below the 5 € you need to keep playing.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('axe finds nothing serious on the sportsbook play screen', async ({ page, controller: _ }) => {
    test.slow();
    await loggedIn(page, 'regular');
    await page.goto('/sportsbook');
    await expect(game(page).getByText('Real money')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
