import { expect, test } from './fixtures.ts';

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
      await expect(page.getByRole('heading', { name: 'New games', level: 2 })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'New games', level: 2 })).toBeVisible();
  });

  test('a corrupt compressed catalog shows the error screen, and Try again recovers', async ({ page, controller }) => {
    await controller.fault({ action: 'getgames', body: 'bad-compressed' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
    await controller.reset();
    await controller.envelope('deflate');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'New games', level: 2 })).toBeVisible();
  });
});
