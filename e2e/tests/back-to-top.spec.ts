import { expect, test } from './fixtures.ts';

test.describe('back to top', () => {
  test('shows beyond two screen heights and takes the page and focus back to the top', async ({ page, controller: _ }) => {
    await page.goto('/category/all-games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    const screen = await page.evaluate(() => window.innerHeight);
    // Beyond two screens is there to scroll to once the list's games are in, not with its heading alone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(screen * 3);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), screen * 3);
    await expect(button).toBeVisible();
    // Back to just under two screens: it goes once scrolling has settled (waiting for it to go, not
    // for a time in which it might not have come).
    await page.evaluate((y) => window.scrollTo(0, y), screen * 2 - 10);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), screen * 3);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#lb-main')).toBeFocused();
    await expect(button).toBeHidden();
  });
});
