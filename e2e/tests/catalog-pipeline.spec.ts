import { expect, expectHomeGames, test } from './fixtures.ts';

/** The `z` field of an envelope body (undefined for a plain one). */
function markerOf(body: string): unknown {
  return (JSON.parse(Buffer.from(body, 'base64').toString('utf8')) as { z?: unknown }).z;
}

/** Games in the lobby's local database, read in the page. */
function storedGames(page: import('@playwright/test').Page): Promise<number> {
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

test.describe('the catalog pipeline', () => {
  for (const compression of ['deflate', 'gzip'] as const) {
    test(`a compressed envelope (${compression}): the lobby shows the games, read and stored in the catalog worker`, async ({
      page,
      controller,
    }) => {
      await controller.envelope(compression);
      const catalogWorker = page.waitForEvent('worker', (worker) => /catalog-worker/.test(worker.url()));
      const games = page.waitForResponse((response) => response.url().includes('LobbyController.php?getgames'));
      await page.goto('/');
      expect(markerOf(await (await games).text())).toBe(compression);
      await catalogWorker;
      await expectHomeGames(page);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      // The worker stores the catalog for the next visit.
      await expect.poll(() => storedGames(page)).toBeGreaterThan(0);
    });
  }

  test('a plain envelope still works the same way', async ({ page, controller }) => {
    await controller.envelope(null);
    const games = page.waitForResponse((response) => response.url().includes('LobbyController.php?getgames'));
    await page.goto('/');
    expect(markerOf(await (await games).text())).toBeUndefined();
    await expectHomeGames(page);
  });

  test('the configuration and catalog calls start with the page, and the app uses those answers', async ({ page, controller: _ }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.goto('/');
    await expectHomeGames(page);
    const config = requests.filter((path) => path.endsWith('LobbyController.php?getconfig'));
    const games = requests.filter((path) => path.endsWith('LobbyController.php?getgames'));
    // Preloaded by the page itself, before its scripts are asked for.
    const firstScript = requests.findIndex((path) => path.endsWith('.js'));
    expect(requests.indexOf(config[0] ?? '')).toBeLessThan(firstScript);
    expect(requests.indexOf(games[0] ?? '')).toBeLessThan(firstScript);
    // The app's own calls are answered by those requests: one each.
    expect(config).toHaveLength(1);
    expect(games).toHaveLength(1);
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
