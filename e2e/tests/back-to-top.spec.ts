import { expect, test } from './fixtures.ts';

test.describe('back to top', () => {
  test('shows beyond two screen heights and takes the page and focus back to the top', async ({ page, controller: _ }) => {
    await page.goto('/category/all-games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    const screen = await page.evaluate(() => window.innerHeight);
    await expect(button).toBeHidden();
    // Just under two screens: still hidden once scrolling has settled.
    await page.evaluate((y) => window.scrollTo(0, y), screen * 2 - 10);
    await page.waitForTimeout(400);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), screen * 3);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#lb-main')).toBeFocused();
    await expect(button).toBeHidden();
  });
});
