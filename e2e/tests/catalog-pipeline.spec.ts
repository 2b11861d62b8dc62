import { defaultLobbyOptions } from '@lobby/domain';
import { expect, expectHomeGames, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** The `z` field of an envelope body (undefined for a plain one). */
function markerOf(body: string): unknown {
  return (JSON.parse(Buffer.from(body, 'base64').toString('utf8')) as { z?: unknown }).z;
}

/** Games in the lobby's local database, read in the page. */
function storedGames(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const info = (await indexedDB.databases()).find((db) => db.name?.startsWith('lobby-catalog-'));
    if (!info?.name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name as string);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('games')) return 0;
    return await new Promise<number>((resolve, reject) => {
      const count = db.transaction('games').objectStore('games').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    });
  });
}

/** Who started each start-up call of the page's last load: `link` for a preload, `fetch` for the app. */
function initiators(page: import('@playwright/test').Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const found: Record<string, string[]> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const action = /LobbyController\.php\?(getconfig|getgames)$/.exec(entry.name)?.[1];
      if (action) found[action] = [...(found[action] ?? []), entry.initiatorType];
    }
    return found;
  });
}

/**
 * The `getgames` body, read as it passes: the worker that asked for it may be gone before a
 * finished response's body could be read back. The returned function waits for it.
 */
async function catalogBody(page: Page): Promise<() => Promise<string>> {
  let body: string | null = null;
  await page.route(/LobbyController\.php\?getgames$/, async (route) => {
    const response = await route.fetch();
    body = await response.text();
    await route.fulfill({ response, body });
  });
  return async () => {
    await expect.poll(() => body !== null).toBe(true);
    return body ?? '';
  };
}

/**
 * Holds back the scripts `pattern` matches until the page has asked for the home's promotions more
 * than `before` times, and tells whether it did meanwhile. Had only code those scripts carry asked,
 * the request would not come, and each script goes on after the wait's timeout.
 */
async function promosAskedBefore(page: Page, pattern: RegExp, before = 0): Promise<() => boolean | null> {
  const isPromos = (request: import('@playwright/test').Request) => request.url().includes('LobbyController.php?getpromos');
  let seen = 0;
  page.on('request', (request) => {
    if (isPromos(request)) seen += 1;
  });
  let asked: boolean | null = null;
  await page.route(pattern, async (route) => {
    asked =
      seen > before ||
      (await page.waitForRequest(isPromos, { timeout: 5_000 }).then(
        () => seen > before,
        () => false,
      ));
    await route.continue();
  });
  return () => asked;
}

test.describe('the catalog pipeline', () => {
  for (const compression of ['deflate', 'gzip'] as const) {
    test(`a compressed envelope (${compression}): the lobby shows the games, read and stored in the catalog worker`, async ({
      page,
      controller,
    }) => {
      await controller.envelope(compression);
      const catalogWorker = page.waitForEvent('worker', (worker) => /catalog-worker/.test(worker.url()));
      const body = await catalogBody(page);
      await page.goto('/');
      await catalogWorker;
      expect(markerOf(await body())).toBe(compression);
      await expectHomeGames(page);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      // The worker stores the catalog for the next visit.
      await expect.poll(() => storedGames(page)).toBeGreaterThan(0);
    });
  }

  test('a plain envelope still works the same way', async ({ page, controller }) => {
    await controller.envelope(null);
    const body = await catalogBody(page);
    await page.goto('/');
    expect(markerOf(await body())).toBeUndefined();
    await expectHomeGames(page);
  });

  test('the configuration and catalog calls start with the page, and the app uses those answers', async ({ page, controller: _ }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const isCatalogWorker = (worker: import('@playwright/test').Worker) => /catalog-worker/.test(worker.url());
    let workerStarted = false;
    page.on('worker', (worker) => {
      if (isCatalogWorker(worker)) workerStarted = true;
    });
    // The app's script is held back until the catalog worker has started: the page's own inline
    // script starts it (on a first visit), so it starts without the app. Had the app started it,
    // it would not start meanwhile, and the script goes on after the wait's timeout.
    let workerBeforeApp: boolean | null = null;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      workerBeforeApp =
        workerStarted ||
        // The app's script is held back here, so only the page's inline script can start the
        // worker; the bound is generous for a loaded machine.
        (await page.waitForEvent('worker', { predicate: isCatalogWorker, timeout: 20_000 }).then(
          () => true,
          () => false,
        ));
      await route.continue();
    });
    await page.goto('/');
    await expectHomeGames(page);
    const config = requests.filter((path) => path.endsWith('LobbyController.php?getconfig'));
    const games = requests.filter((path) => path.endsWith('LobbyController.php?getgames'));
    // The configuration is preloaded with the page (its request comes from the head's preload
    // link, not from the app's script; which of the two finishes first is the network's business).
    // The catalog is asked for by the catalog worker that the page's inline script starts, before
    // the app's script runs; the page itself never asks for it: the worker's request is the only one.
    expect(workerBeforeApp).toBe(true);
    await expect.poll(() => initiators(page)).toEqual({ getconfig: ['link'] });
    expect(config).toHaveLength(1);
    expect(games).toHaveLength(1);
    await expect.poll(() => storedGames(page)).toBeGreaterThan(0);
  });

  test('when the early catalog request fails, the app asks again itself and shows the games', async ({ page, controller }) => {
    await controller.fault({ action: 'getgames', status: 503, times: 1 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.goto('/');
    await expectHomeGames(page);
    expect(requests.filter((path) => path.endsWith('LobbyController.php?getgames'))).toHaveLength(2);
    await expect.poll(() => initiators(page)).toEqual({ getconfig: ['link'], getgames: ['fetch'] });
  });

  test("when the page's early promotions request fails, the app asks beside the hero's chunk, not after it has rendered", async ({
    page,
    controller: _,
  }) => {
    // The request index.html's script makes fails; the app's own request then goes through.
    let early = true;
    await page.route(/LobbyController\.php\?getpromos$/, async (route) => {
      if (!early) return route.continue();
      early = false;
      return route.abort('connectionreset');
    });
    // The hero's code is held back until the app's own request (the second) is made: it asks without it.
    const askedFirst = await promosAskedBefore(page, /\/assets\/hero-slot-[\w-]+\.js$/, 1);
    await page.goto('/');
    await expect(page.locator('.lb-hero img')).toBeVisible();
    expect(askedFirst()).toBe(true);
  });

  test("the parts after the first screen ask for their code and calls only once the hero's picture is in", async ({
    page,
    controller: _,
  }) => {
    // On a slow line they would share it with the hero's picture: their file, the widgets' and bars' calls.
    const later = /\/assets\/after-paint-[\w-]+\.js$|LobbyController\.php\?(widgets|stickybanner)$/;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (later.test(request.url())) asked.push(request.url());
    });
    // The hero's picture is held until the test has looked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heroAsked = false;
    await page.route(/\/assets\/promos\/[^/]+$/, async (route) => {
      heroAsked = true;
      await held;
      await route.continue();
    });
    // Not to the window's load: the early banner's picture, held too, is in the page by then.
    await page.goto('/', { waitUntil: 'commit' });
    // The lobby's first render is where those parts used to ask.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => heroAsked).toBe(true);
    expect(asked).toEqual([]);
    release();
    await expect(page.locator('img.lb-hero__image')).toBeVisible();
    await expect.poll(() => asked.some((url) => /after-paint/.test(url))).toBe(true);
  });

  test("on a first visit the home's banner shows in the loading screen before the app's script has run, and stays", async ({
    page,
    controller: _,
  }) => {
    // The app's script is held back until the banner is up: the page's own scripts and the catalog
    // worker read it from the early promotions.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('#root > .lb-loading[data-page-shell] img.lb-hero__image');
    await expect(early).toBeVisible();
    const picture = await early.getAttribute('src');
    expect(picture).toMatch(/\/assets\/promos\/[^/]+$/);
    await expect(early).toHaveAttribute('width', '1200');
    await expect(page.locator('#root > .lb-loading[data-page-shell] .lb-hero__title')).not.toBeEmpty();
    // Its box was kept from the loading screen's first paint: the banner moved nothing.
    // The buffered entries are the observer's records as soon as it observes.
    const shifted = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const records = observer.takeRecords();
      observer.disconnect();
      return records.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    });
    expect(shifted).toBe(0);
    const box = await early.boundingBox();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const home = page.locator('main img.lb-hero__image');
    await expect(home).toHaveAttribute('src', picture ?? '');
    // As wide as the home's: the home's banner is not a larger paint than the first one.
    const homeBox = await home.boundingBox();
    expect(homeBox?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(box?.width ?? 0);
  });

  test("on a first visit the first screen's code is asked for once the early banner has painted; back with the catalog cached there is none", async ({
    page,
    controller: _,
  }) => {
    await page.goto('/');
    await expect(page.locator('main img.lb-hero__image')).toBeVisible();
    const timings = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'element', buffered: true });
      const entry = observer
        .takeRecords()
        .find((found) => (found as PerformanceEntry & { identifier?: string }).identifier === 'lobby-early-hero');
      observer.disconnect();
      const painted = entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime || entry.startTime : Number.NaN;
      const firstScreen = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(first-screen|hero-slot)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { painted, firstScreen };
    });
    expect(timings.painted).toBeGreaterThan(0);
    expect(timings.firstScreen).toHaveLength(2);
    // Asked for once the banner painted, or once the wait for it ran out (earlyHeroMaxWaitMs, from a
    // start after the page's time origin) where its picture came late: either way not before the
    // earlier of the two, whatever the machine's speed.
    const earliest = Math.min(timings.painted, defaultLobbyOptions.earlyHeroMaxWaitMs);
    for (const asked of timings.firstScreen) expect(asked).toBeGreaterThanOrEqual(earliest);
    await expect
      .poll(() => page.evaluate(() => localStorage.length > 0 && Object.keys(localStorage).some((key) => key.endsWith('.catalog-saved'))))
      .toBe(true);
    // Back with the catalog cached, the page starts no catalog worker, so no early banner: its script
    // would have marked the page for the banner's box before the body was parsed.
    await page.reload();
    await expect(page.locator('main img.lb-hero__image')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('lb-early-hero'))).toBe(false);
  });

  test("the home's promotions are asked for with the page, before the app's script, and the app takes that answer", async ({
    page,
    controller: _,
  }) => {
    const promos: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('LobbyController.php?getpromos')) promos.push(request.postData() ?? '');
    });
    // The app's script is held back until the promotions are asked for: the page's own inline
    // script asks, without the app.
    const askedBeforeApp = await promosAskedBefore(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/');
    await expect(page.locator('.lb-hero img')).toBeVisible();
    expect(askedBeforeApp()).toBe(true);
    // One request: the app's client took the page's answer instead of asking again.
    expect(promos).toEqual(['lang=en&target=ucc_lobby&regular_only=0']);
  });

  test('back with the catalog cached, the lobby shows it first and asks for the fresh one after', async ({ page, controller: _ }) => {
    const databaseCode = (path: string) => /\/catalog-store-[^/]*\.js$/.test(path);
    const firstVisit: string[] = [];
    const onFirstVisit = (request: import('@playwright/test').Request) => firstVisit.push(new URL(request.url()).pathname);
    page.on('request', onFirstVisit);
    await page.goto('/');
    await expectHomeGames(page);
    await expect.poll(() => storedGames(page)).toBeGreaterThan(0);
    page.off('request', onFirstVisit);
    // Nothing was cached: the worker stored the catalog, and the page loaded no database code.
    expect(firstVisit.filter(databaseCode)).toEqual([]);
    // What the page showed when the app asked for the catalog: the lobby, no loading screen.
    await page.addInitScript(() => {
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('getgames')) {
          (window as unknown as { lobbyWhenAsked: boolean }).lobbyWhenAsked =
            document.querySelector('main h1') !== null && document.querySelector('.lb-loading') === null;
        }
        return original(input, init);
      };
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.reload();
    await expectHomeGames(page);
    await expect.poll(() => requests.filter((path) => path.endsWith('LobbyController.php?getgames')).length).toBe(1);
    const games = requests.filter((path) => path.endsWith('LobbyController.php?getgames'));
    const config = requests.filter((path) => path.endsWith('LobbyController.php?getconfig'));
    // The configuration is still preloaded; the catalog is not: the app asks for it once, with the
    // cached lobby on screen.
    await expect.poll(() => initiators(page)).toEqual({ getconfig: ['link'], getgames: ['fetch'] });
    expect(config).toHaveLength(1);
    expect(games).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { lobbyWhenAsked?: boolean }).lobbyWhenAsked)).toBe(true);
    // This time the page read the cached catalog itself.
    expect(requests.filter(databaseCode)).toHaveLength(1);
  });

  test('a corrupt compressed catalog shows the error screen, and Try again recovers', async ({ page, controller }) => {
    await controller.fault({ action: 'getgames', body: 'bad-compressed' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
    await controller.reset();
    await controller.envelope('deflate');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectHomeGames(page);
  });
});
