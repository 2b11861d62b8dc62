import { expect, PROMO_FRAME_BLOCKED, test } from './fixtures.ts';
import { PROMO_FRAME_MAX_HEIGHT, watchHostile } from './promos-helpers.ts';

// A custom promo's script runs in promo-frame.html under the app's base path, served with its own
// policy. This spec also runs against the static deploy under a base path (fusion-under-base).
// The promo's script tries what its frame must block.
test.use({ allowedConsoleErrors: [PROMO_FRAME_BLOCKED] });

test('hostile promo HTML, CSS and script stay inert; the script runs in its frame and cannot reach the page', async ({
  page,
  baseURL,
  controller,
}) => {
  await controller.content('hostile');
  const hostile = watchHostile(page);
  // What the promo frame asks the network for (its policy blocks a call before it is made).
  const frameCalls: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) frameCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('./promotions');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Weekend Reload' }) })
    .getByRole('button', { name: 'Terms apply' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toContainText('Offer details for promo-terms');
  const frame = page.locator('[data-custom-promo="custom-promotions"] iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('src', new URL('promo-frame.html', baseURL).pathname);
  // The promo's script runs in its own document (its own policy, not the page's) and shows it.
  const inside = frame.contentFrame();
  await expect(inside.getByText('Unlocked by the promo script')).toBeVisible();
  await expect(inside.getByRole('heading', { name: 'VIP reload' })).toBeVisible();
  await expect(inside.locator('body')).toHaveAttribute('data-promo-js', 'ran');
  // Its HTML arrived sanitized: no handlers, refresh, base or foreign form.
  await expect(inside.locator('[onerror], svg[onload], meta[http-equiv], base, form[action*="evil"]')).toHaveCount(0);
  // It cannot reach the page, its cookies or its storage, nor call the controller.
  expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument)).toBeNull();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await hostile.expectInert();
  expect(await page.evaluate(() => document.cookie)).not.toContain('stolen');
  expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull();
  expect(frameCalls.filter((path) => path.startsWith('/app/'))).toEqual([]);
  expect(frameCalls.some((path) => path.endsWith('/promo-frame.html'))).toBe(true);
  // Its CSS tried to grow the frame to 5000 px: the frame stops at the lobby's limit.
  await expect(frame).toHaveAttribute('data-frame-height', String(PROMO_FRAME_MAX_HEIGHT));
  expect((await frame.boundingBox())?.height).toBe(PROMO_FRAME_MAX_HEIGHT);
});

test('the frame document carries its own policy: inline scripts, no calls, sandboxed even on its own', async ({ page }) => {
  const frame = await page.request.get('promo-frame.html');
  expect(frame.status()).toBe(200);
  const policy = frame.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'unsafe-inline'");
  expect(policy).toContain("connect-src 'none'");
  expect(policy).toContain('sandbox allow-scripts');
  expect(frame.headers()['cache-control']).toBe('no-store');
  // The app's own pages keep the strict policy.
  const app = await page.request.get('promotions');
  expect(app.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
});
