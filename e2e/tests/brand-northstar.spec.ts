import { expect, seriousViolations, test } from './fixtures.ts';

// Northstar's brand (apps/northstar/src/brand.ts) over the package tokens: its colours per theme,
// its logo and its browser colour, with nothing serious for axe in either theme.

const ACCENT = { light: '#0f6b74', dark: '#6fd6e0' } as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`the lobby wears the Northstar brand, and axe finds nothing serious (${scheme})`, async ({ page, controller: _ }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lb-color-brand').trim());
    expect(brand).toBe(ACCENT[scheme]);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b2a3c');
    await expect(page.locator('.lb-header__logo')).toHaveAttribute('src', /icon\.svg$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
