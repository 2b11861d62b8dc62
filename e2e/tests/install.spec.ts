import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Makes the browser's install offer, as Chromium does once the app is installable, and waits for
 * the next frame, which shows what the app made of it. Whether the app took the offer (it keeps it
 * for its own prompt, cancelling the browser's).
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate(async (choice) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(offer);
    await new Promise((frame) => requestAnimationFrame(frame));
    return offer.defaultPrevented;
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
    // The app takes the offer, and with Not now remembered does not show its prompt for it.
    expect(await offerInstall(page, 'accepted')).toBe(true);
    await expect(prompt(page)).toHaveCount(0);
  });
});

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the manifest and the service worker come only after the first screen's requests are done", async ({
    page,
    context,
    controller: _,
  }) => {
    // Installing fetches every file of the app, and the manifest's link has the browser fetch the
    // manifest and its icon: on a slow line none of that may share the line with the first screen
    // (its code, the hero's picture, the first cards' thumbnails).
    const started = new Map<string, number>();
    const finished = new Map<string, number>();
    let order = 0;
    const next = () => {
      order += 1;
      return order;
    };
    context.on('request', (request) => {
      if (!started.has(request.url())) started.set(request.url(), next());
    });
    // The first time each finished: installing fetches the app's files again, for its cache.
    context.on('requestfinished', (request) => {
      if (!finished.has(request.url())) finished.set(request.url(), next());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img.lb-hero__image')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = [...started].find(([url]) => new URL(url).pathname.endsWith('/sw.js'));
    expect(worker, 'the service worker script was fetched').toBeDefined();
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
    await expect.poll(() => [...started.keys()].some((url) => new URL(url).pathname.endsWith('/manifest.webmanifest'))).toBe(true);
    const firstScreen = [...started.keys()].filter((url) =>
      /\/assets\/(index|first-screen|hero-slot|after-paint)-[\w-]+\.js$|\/promos\//.test(new URL(url).pathname),
    );
    expect(firstScreen.length).toBeGreaterThanOrEqual(5);
    const manifestAsked = [...started].find(([url]) => new URL(url).pathname.endsWith('/manifest.webmanifest'))?.[1] ?? 0;
    for (const url of firstScreen) {
      expect(finished.get(url) ?? Number.POSITIVE_INFINITY, url).toBeLessThan(worker?.[1] ?? 0);
      expect(finished.get(url) ?? Number.POSITIVE_INFINITY, url).toBeLessThan(manifestAsked);
    }
  });

  test('the service worker takes the app files, and a reload without a network still opens the app', async ({
    page,
    context,
    controller: _,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The worker controls the page once it has installed, with the page and its script precached.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          const cached: string[] = [];
          for (const name of await caches.keys())
            cached.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
          return {
            page: cached.some((path) => path.endsWith('/index.html')),
            script: cached.some((path) => /\/assets\/.+\.js$/.test(path)),
          };
        }),
      )
      .toEqual({ page: true, script: true });
    const title = await page.title();
    await context.setOffline(true);
    await page.reload();
    // The document and its code come from the worker: the casino's own page, not the browser's
    // offline page, which says so in its own words.
    await expect(page).toHaveTitle(title);
    await expect(
      page
        .getByRole('button', { name: /try again/i })
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
