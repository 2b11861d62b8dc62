import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Makes the browser's install offer, as Chromium does once the app is installable. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

const prompt = (page: Page) => page.getByRole('region', { name: /^Install / });

test.describe('the install prompt', () => {
  test.use({ installPrompt: true });

  test('shows when the browser offers installation, and Install opens the browser dialog', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await offerInstall(page, 'accepted');
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('Not now is remembered on this device', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page, 'accepted');
    await prompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(prompt(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page, 'accepted');
    await page.waitForTimeout(300);
    await expect(prompt(page)).toHaveCount(0);
  });
});
