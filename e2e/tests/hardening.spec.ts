import type { Page } from '@playwright/test';
import { expect, expectHomeGames, KIT, logIn, openAs, test } from './fixtures.ts';

const isFusion = (name: string) => name === 'fusion';

/** The game page inside the play screen's frame. */
const game = (page: Page) => page.frameLocator('iframe').first();

async function plantPages(page: Page, pages: Record<string, string>): Promise<void> {
  const response = await page.request.post('/__control/pages', { data: pages });
  expect(response.ok()).toBe(true);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Everything the page keeps in its storage areas: local, session, IndexedDB (databases, stores, values) and caches. */
async function everyStorage(page: Page) {
  return page.evaluate(async () => {
    const area = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    const databases: Record<string, Record<string, string>> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores: Record<string, string> = {};
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        stores[name] = JSON.stringify(values);
      }
      db.close();
      databases[info.name] = stores;
    }
    const caches: Record<string, string[]> = {};
    for (const name of await globalThis.caches.keys()) {
      caches[name] = (await (await globalThis.caches.open(name)).keys()).map((request) => request.url);
    }
    return { local: area(localStorage), session: area(sessionStorage), databases, caches };
  });
}

test.describe('URLs from the controller', KIT, () => {
  test('a javascript: cashier never runs, whatever its letter case or the tabs inside', async ({ page, controller: _ }) => {
    await plantPages(page, { cashier: 'Java\tScript:window.__cashierRan = 1', banking: 'JAVASCRIPT:window.__cashierRan = 2' });
    await openAs(page, 'regular');
    await page.goto('/play/wild-west-gold-rush');
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await game(page).getByRole('button', { name: 'Open cashier' }).click();
    // Two frames later the message has been handled, whatever it did.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as { __cashierRan?: number }).__cashierRan)).toBeUndefined();
    await expect(page).toHaveURL(/\/play\/wild-west-gold-rush/);
    await page.goto('/');
    await expect(page.getByText('Balance').first()).toBeVisible();
    // Without a usable cashier page, no deposit link leads anywhere.
    await expect(page.locator('a[href^="javascript" i], a[href*="script:" i]')).toHaveCount(0);
  });
});

test.describe('defects found trying the product', () => {
  test('a logged-in player is not offered Sign up in the sidebar; a guest is', async ({ page, controller: _ }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(sidebar.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await logIn(page, 'regular');
    await expect(page.getByText('Balance').first()).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Cashier' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });

  test('the player info panel links to the profile and the dashboard', async ({ page, controller: _ }) => {
    await openAs(page, 'regular');
    const menu = await openMenu(page);
    const panel = menu.getByRole('region', { name: 'Your account' });
    await expect(panel.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard');
    await expect(panel.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/site/cashier');
    await panel.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Daily free spins' })).toBeVisible();
  });

  test('the VIP lock offers live chat in both variants', async ({ page, controller: _ }, testInfo) => {
    await openAs(page, 'nofavs');
    await page.getByRole('button', { name: 'Search games' }).click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    await search.getByRole('searchbox').fill('VIP Diamond');
    await search.getByRole('button', { name: 'VIP Diamond Lounge is locked: see how to unlock it' }).first().click();
    const lock = page.getByRole('dialog', { name: 'Unlock VIP Diamond Lounge' });
    const liveChat = lock.getByRole('button', { name: 'Live chat' });
    await expect(liveChat).toBeVisible();
    if (isFusion(testInfo.project.name)) {
      // The casino's contact page, in a new tab.
      const [contact] = await Promise.all([page.context().waitForEvent('page'), liveChat.click()]);
      await expect(contact).toHaveURL(/\/site\/contact/);
    } else {
      // No contact page: the inbox, where the casino's staff answer.
      await liveChat.click();
      await expect(page).toHaveURL(/\/dashboard\/messagecenter$/);
    }
  });

  test('the Providers and Themes sections have View all', async ({ page, controller: _ }, testInfo) => {
    await page.goto('/');
    // The rows above Themes grow from placeholders to cards as the catalog arrives: a click while
    // they do can land where the link was a moment before (seen once beside a CPU-heavy process).
    await expectHomeGames(page);
    const providers = page.getByRole('link', { name: 'View all: Providers' });
    if (isFusion(testInfo.project.name)) await expect(providers).toHaveAttribute('href', '/providers');
    else await expect(providers).toHaveCount(0);
    await page.getByRole('link', { name: 'View all: Themes' }).click();
    await expect(page).toHaveURL(/\/themes$/);
    await expect(page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
    const themes = page.getByRole('list', { name: 'Themes' });
    await expect(themes.getByRole('link').first()).toHaveAttribute('href', /^\/theme\//);
  });

  test('getgames without its games list is a bad answer: the error view, and Retry recovers', async ({ page, controller }) => {
    await controller.fault({ action: 'getgames', answer: { games: null, providers: [], themes: [], features: [], categories: [] } });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
    await controller.reset();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectHomeGames(page);
  });

  test('getgames without its games list keeps the cached catalog', async ({ page, controller }) => {
    await page.goto('/');
    await expectHomeGames(page);
    // The catalog is written to the local database after the lobby shows.
    await expect.poll(async () => Object.values((await everyStorage(page)).databases).some((db) => (db.games ?? '[]') !== '[]')).toBe(true);
    await controller.fault({ action: 'getgames', answer: { games: null } });
    await page.reload();
    await expectHomeGames(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toHaveCount(0);
  });
});

test.describe('logout clears the player', KIT, () => {
  test('nothing of the player stays in any storage of the page after logout', async ({ page, controller: _ }) => {
    await openAs(page, 'regular');
    await page.goto('/play/wild-west-gold-rush');
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await page.goto('/dashboard/messagecenter');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    // The player's recent games and message bodies are in session storage by now.
    await expect
      .poll(async () => Object.keys((await everyStorage(page)).session))
      .toEqual(expect.arrayContaining(['lobby.recentGames', 'lobby.messages']));
    await page.getByRole('link', { name: 'Home' }).first().click();

    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const after = await everyStorage(page);
    const everything = JSON.stringify(after);
    expect(Object.keys(after.session).filter((key) => /recent|messages|playSession|owner|cashier/i.test(key))).toEqual([]);
    expect(everything).not.toContain('Rafael');
    expect(everything).not.toMatch(/"lobby\.(recentGames|messages)"/);
    for (const urls of Object.values(after.caches)) expect(urls.filter((url) => /\/app\/|\/site\//.test(url))).toEqual([]);
  });
});

test.describe('faults that must not break the lobby', KIT, () => {
  test('a window.indexedDB that throws on reading leaves the lobby working from memory', async ({ page, controller: _ }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expectHomeGames(page);
  });

  test('a document.cookie that throws still paints the lobby, themed by the system', async ({ page, controller: _ }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          throw new DOMException('Cookies are blocked.', 'SecurityError');
        },
        set() {
          throw new DOMException('Cookies are blocked.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectHomeGames(page);
    await (await openMenu(page)).getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a start-up call that hangs: slow after a few seconds, with Try again, then the error view within 20 s', async ({
    page,
    controller,
  }) => {
    test.slow();
    await controller.fault({ action: 'getconfig', delayMs: 60_000 });
    // The page's clock stands still from its first script on and moves only when told: the times
    // below are the app's, however long the machine takes to load the page.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    const status = page.getByRole('status');
    await expect(status).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(status).not.toContainText('The connection is slow');
    await page.clock.runFor(1_500);
    await expect(status).toContainText('The connection is slow');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We can’t reach the casino' })).toHaveCount(0);
    await page.clock.runFor(16_000);
    await expect(page.getByRole('heading', { name: 'We can’t reach the casino' })).toBeVisible();
    // The reset also answers the call the delay still holds: the page's own early request, which
    // Try again rides on when the app's code came after the deadline and never asked by itself.
    await controller.reset();
    // The times are checked: from here on the page's clock runs, as a player's does.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectHomeGames(page);
  });
});

test.describe('a page whose code cannot load', KIT, () => {
  // The service worker would serve the page's code from its cache; this is the first visit without it.
  test.use({ serviceWorkers: 'block' });

  test('says the connection is lost and offers retry, instead of the 404', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expectHomeGames(page);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'View all: New games' }).click();
    await expect(page.getByRole('heading', { name: 'The connection was lost' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toHaveCount(0);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/all-games\?sort=newest/);
    await expect(page.getByRole('heading', { name: 'All Games', level: 1 })).toBeVisible();
  });
});
