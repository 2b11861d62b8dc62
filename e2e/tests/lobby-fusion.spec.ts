import { expect, openAs, test } from './fixtures.ts';

// The multi-provider casino's own rules, on fixtures its seeded catalog pins (tooling/controller README).
test.describe('the multi-provider lobby', () => {
  test('the providers page lists providers with counts, never the sportsbook', async ({ page, controller: _ }) => {
    await page.goto('/providers');
    await expect(page.getByRole('heading', { name: 'Game Providers', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Harborlight Games' })).toBeVisible();
    await expect(page.getByText(/first-sportsbook|First Sportsbook/i)).toHaveCount(0);
    await page.goto('/providers/no-such-studio');
    await expect(page).toHaveURL(/\/providers$/);
  });

  test('filters appear on lists of more than 20 games only', async ({ page, controller: _ }) => {
    await page.goto('/providers/harborlight-games');
    await expect(page.getByRole('heading', { name: 'Harborlight Games', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible();
    await page.goto('/providers/quillfeather-studios');
    await expect(page.getByRole('heading', { name: 'Quillfeather Studios', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
  });

  test('search offers filters above 6 results, behind a Filter button under which the results lead', async ({ page, controller: _ }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('searchbox').fill('zephyr');
    await expect(dialog.getByText('7 games found')).toBeAttached();
    // The first result is on the first screen; the facets wait behind their button.
    const first = dialog.getByRole('link', { name: /zephyr/i }).first();
    await expect(first).toBeInViewport();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Filter/ }).click();
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await dialog.getByRole('searchbox').fill('quokka');
    await expect(dialog.getByText('6 games found')).toBeAttached();
    await expect(dialog.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  });

  test('a game offered by several providers asks which version to play', async ({ page, controller: _ }) => {
    await openAs(page, 'regular');
    await page.goto('/play/classic-blackjack');
    await expect(page.getByRole('heading', { name: /Choose a version/ })).toBeVisible();
    const versions = page.getByRole('list', { name: 'Choose a version' }).getByRole('button');
    await expect(versions).toHaveCount(3);
    await versions.nth(1).click();
    await expect(page.frameLocator('iframe').first().getByRole('button', { name: 'Spin' })).toBeVisible();
  });
});
