import { WINNERS_ROWS } from '@lobby/domain';
import type { Page } from '@playwright/test';
import { expect, expectHomeGames, openAs, scrollThroughHome, seriousViolations, test } from './fixtures.ts';

/** The home's sections by their headings, in the default order (domain HOME_SECTION_IDS). */
const SECTIONS = [
  'Keep playing',
  'New games',
  'Popular',
  'Tournaments',
  'Jackpots',
  'Providers',
  'Game of the month',
  'Themes',
  'Top slots',
  'Classic games',
  'High volatility',
  'Promotions',
  'Winners',
] as const;

const GAME = 'Wild West Gold Rush';

/** Logs in as a player and plays a game until it has loaded: the tab's recent games then hold it. */
async function playAGame(page: Page) {
  await openAs(page, 'regular', '/play/wild-west-gold-rush');
  await expect(page.frameLocator('iframe').first().getByRole('button', { name: 'Spin' })).toBeVisible();
}

/** A home section: the region its level-2 heading names. */
const section = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title, exact: true });

test.describe("the home sections' View all", () => {
  test('every section the home shows has its heading and a View all link', async ({ page, controller: _ }, testInfo) => {
    await playAGame(page);
    await page.goto('/');
    await expectHomeGames(page);
    await scrollThroughHome(page);
    // Every section of the seeded casino shows for a player who has played; provider pages, and
    // so the Providers section, are fusion's only.
    const expected = SECTIONS.filter((title) => testInfo.project.name === 'fusion' || title !== 'Providers');
    // Slots that wait for their own answer (tournaments, game of the month) show once it is in.
    const shownSections = async () => {
      const shown: string[] = [];
      for (const title of SECTIONS) if ((await section(page, title).count()) > 0) shown.push(title);
      return shown;
    };
    await expect.poll(shownSections).toEqual(expected);
    for (const title of expected) {
      const region = section(page, title);
      await expect(region.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(region.getByRole('link', { name: `View all: ${title}`, exact: true })).toHaveAttribute('href', /^\//);
    }
  });

  test("Keep playing's View all opens the recently played page with the game just played", async ({ page, controller: _ }) => {
    await playAGame(page);
    await page.goto('/');
    const keepPlaying = section(page, 'Keep playing');
    await expect(keepPlaying.getByRole('link', { name: GAME, exact: true })).toBeVisible();
    await keepPlaying.getByRole('link', { name: 'View all: Keep playing' }).click();
    await expect(page).toHaveURL(/\/recently-played$/);
    await expect(page.getByRole('heading', { name: 'Recently played', level: 1 })).toBeVisible();
    const games = page.getByRole('list', { name: 'Recently played' });
    await expect(games.getByRole('link', { name: GAME, exact: true })).toBeVisible();
    await expect(games.getByRole('listitem')).toHaveCount(1);
  });

  test('a player who has played nothing yet is shown the way to the games', async ({ page, controller: _ }) => {
    await openAs(page, 'nofavs', '/recently-played');
    await expect(page.getByRole('heading', { name: 'No games played yet', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Browse games' }).click();
    await expect(page).toHaveURL(/\/all-games$/);
    await expect(page.getByRole('heading', { name: 'All Games', level: 1 })).toBeVisible();
  });

  test('a guest is asked to log in, and comes back to the recently played page', async ({ page, controller: _ }) => {
    await page.goto('/recently-played');
    await expect(page).toHaveURL(/\/site\/login\?return=%2Frecently-played$/);
    await page.getByLabel('Username').fill('nofavs');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/recently-played$/);
    await expect(page.getByRole('heading', { name: 'Recently played', level: 1 })).toBeVisible();
  });

  test("Winners' View all opens the winners page with every winner", async ({ page, controller: _ }, testInfo) => {
    await page.goto('/');
    await expectHomeGames(page);
    await scrollThroughHome(page);
    const winners = section(page, 'Winners');
    // The home's ticker shows the first rows of each list (a desktop window: 5 in fusion, else 6 a
    // list); the page, all 8 the controller sends. Each table has a header row too.
    const tickerRows = testInfo.project.name === 'fusion' ? WINNERS_ROWS.fusion : WINNERS_ROWS.wide;
    await expect(winners.getByRole('table', { name: 'Recent winners' }).getByRole('row')).toHaveCount(tickerRows + 1);
    await winners.getByRole('link', { name: 'View all: Winners' }).click();
    await expect(page).toHaveURL(/\/winners$/);
    await expect(page.getByRole('heading', { name: 'Winners', level: 1 })).toBeVisible();
    for (const list of ['Recent winners', 'Top winners']) {
      await expect(page.getByRole('table', { name: list }).getByRole('row')).toHaveCount(9);
    }
  });

  test("Game of the month's View all opens every game", async ({ page, controller: _ }) => {
    await page.goto('/');
    await expectHomeGames(page);
    await scrollThroughHome(page);
    await section(page, 'Game of the month').getByRole('link', { name: 'View all: Game of the month' }).click();
    await expect(page).toHaveURL(/\/all-games$/);
    await expect(page.getByRole('heading', { name: 'All Games', level: 1 })).toBeVisible();
  });

  test(`axe finds nothing serious on the recently played and winners pages`, async ({ page, controller: _ }) => {
    // axe reads every card of a page; on a busy two-core machine that takes a while.
    test.slow();
    await playAGame(page);
    await page.goto('/recently-played');
    await expect(page.getByRole('list', { name: 'Recently played' }).getByRole('link', { name: GAME, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/winners');
    await expect(page.getByRole('table', { name: 'Top winners' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
