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

  test('the manifest and the service worker come only once the first screen and the parts after it are in', async ({
    page,
    controller: _,
  }) => {
    // Installing fetches every file of the app, and the manifest's link has the browser fetch the
    // manifest and its icon: on a slow line none of that may share the line with the first screen
    // (its code, the hero's picture, the parts after it). What the page holds at the moment it
    // adds the manifest's link and registers the worker is recorded in the page itself, so the
    // test reads the rule, not the order in which the network reports its events.
    await page.addInitScript(() => {
      const moments: Record<string, unknown>[] = [];
      (window as unknown as { installMoments: unknown[] }).installMoments = moments;
      const snapshot = (what: string) => {
        const hero = document.querySelector<HTMLImageElement>('img.lb-hero__image');
        moments.push({
          what,
          heading: document.querySelector('h1') !== null,
          heroPainted: hero?.complete === true && hero.naturalWidth > 0,
          laterParts: document.querySelector('.lb-back-to-top') !== null,
          loaded: performance.getEntriesByType('resource').map((entry) => entry.name),
        });
      };
      const workers = navigator.serviceWorker;
      const register = workers.register.bind(workers);
      workers.register = (...args: Parameters<typeof register>) => {
        snapshot('worker');
        return register(...args);
      };
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) if (node instanceof HTMLLinkElement && node.rel === 'manifest') snapshot('manifest');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img.lb-hero__image')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
    const moments = await page.evaluate(() => (window as unknown as { installMoments: Record<string, unknown>[] }).installMoments);
    // A mutation observer reports the link a moment after it was added: the order of the two is not the rule.
    expect(moments.map((moment) => moment.what).sort()).toEqual(['manifest', 'worker']);
    const firstScreen = /\/assets\/(index|first-screen|hero-slot|after-paint)-[\w-]+\.js$/;
    for (const moment of moments) {
      expect(moment, `${moment.what}: the lobby, its hero's picture and the parts after it were in`).toMatchObject({
        heading: true,
        heroPainted: true,
        laterParts: true,
      });
      const loaded = moment.loaded as string[];
      // Resource timing lists a request once its answer is complete: each first-screen file and the
      // home's promotions had arrived.
      const files = loaded
        .map((url) => new URL(url).pathname)
        .map((path) => firstScreen.exec(path)?.[1])
        .filter((name) => name !== undefined);
      expect(new Set(files), moment.what as string).toEqual(new Set(['index', 'first-screen', 'hero-slot', 'after-paint']));
      expect(
        loaded.some((url) => url.endsWith('LobbyController.php?getpromos')),
        `${moment.what}: the promotions had answered`,
      ).toBe(true);
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
