import type { Catalog, Game } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

/** A catalog of `count` games: odd ids by Acme, even ids by Zeta; the first five slots have jackpots and the pirates theme. */
function bigCatalog(count = 24): Catalog {
  const base = testCatalog(count);
  const games = base.games.map(
    (game): Game => ({
      ...game,
      provider: game.id % 2 === 1 ? 'acme' : 'zeta',
      category: game.id <= 20 ? 'online-slots' : 'table-games',
      jackpot: game.id <= 5 ? game.id * 1000 : null,
      themes: game.id <= 5 ? ['pirates'] : [],
      sub_groups: game.id === 7 ? ['highvolatility'] : [],
      release_date: `2024-01-${String(game.id).padStart(2, '0')}`,
    }),
  );
  return {
    ...base,
    games,
    providers: [
      { id: 1, name: 'Acme', shortname: 'acme' },
      { id: 2, name: 'Zeta Studios', shortname: 'zeta' },
    ],
    themes: [{ id: 1, name: 'Pirates', shortname: 'pirates' }],
  };
}

const withCatalog = (catalog: Catalog) => guestDeps({ getGames: vi.fn(async () => catalog) });

/** The names of the games the page's grid shows, in order. */
function shownGames(): string[] {
  const grid = screen.getByRole('list', { name: /./ });
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** How many games the grid holds: it renders only the rows in view, each item telling the total. */
function listed(): number {
  const first = screen.getByRole('list', { name: /./ }).querySelector('li');
  return Number(first?.getAttribute('aria-setsize') ?? 0);
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('list pages', () => {
  it('lists a category in name order', async () => {
    renderApp({ route: '/category/table-games', deps: withCatalog(bigCatalog()) });
    await title('Table Games');
    await waitFor(() => expect(shownGames()).toEqual(['Game 21', 'Game 22', 'Game 23', 'Game 24']));
  });

  it('reads the sort from the address', async () => {
    renderApp({ route: '/category/table-games?sort=name-desc', deps: withCatalog(bigCatalog()) });
    await title('Table Games');
    await waitFor(() => expect(shownGames()).toEqual(['Game 24', 'Game 23', 'Game 22', 'Game 21']));
  });

  it('writes a chosen sort into the address, replacing the entry', async () => {
    const app = renderApp({ route: ['/', '/category/table-games'], deps: withCatalog(bigCatalog()) });
    await title('Table Games');
    fireEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Newest' }));
    await waitFor(() => expect(app.path()).toBe('/category/table-games?sort=newest'));
    expect(shownGames()).toEqual(['Game 24', 'Game 23', 'Game 22', 'Game 21']);
    expect(app.historyAction()).toBe('REPLACE');
  });

  it('reads the filters from the address', async () => {
    renderApp({ route: '/all-games?providers=zeta&sort=name-asc', deps: withCatalog(bigCatalog()) });
    await title('All Games');
    await waitFor(() => expect(listed()).toBe(12));
    expect(shownGames().every((name) => Number(name.replace('Game ', '')) % 2 === 0)).toBe(true);
  });

  it('writes a chosen filter into the address and resets it', async () => {
    const app = renderApp({ route: '/all-games', deps: withCatalog(bigCatalog()) });
    await title('All Games');
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Acme/ }));
    await waitFor(() => expect(app.path()).toBe('/all-games?providers=acme'));
    expect(listed()).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all filters' }));
    await waitFor(() => expect(app.path()).toBe('/all-games'));
    expect(listed()).toBe(24);
  });

  it('offers no filters on a short list', async () => {
    renderApp({ route: '/category/table-games', deps: withCatalog(bigCatalog()) });
    await title('Table Games');
    expect(screen.queryByRole('button', { name: /Filter/ })).toBeNull();
  });

  it('says when no game matches the filters, and resets them all', async () => {
    const app = renderApp({ route: '/all-games?providers=nobody', deps: withCatalog(bigCatalog()) });
    expect(await screen.findByText('No games match these filters.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset all filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(app.path()).toBe('/all-games'));
    await waitFor(() => expect(listed()).toBe(24));
  });

  it('lists the jackpot games', async () => {
    renderApp({ route: '/jackpot-games?sort=name-asc', deps: withCatalog(bigCatalog()) });
    await title('Jackpot Games');
    await waitFor(() => expect(shownGames()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5']));
  });

  it('lists a theme under its name, and an unknown theme is not found', async () => {
    renderApp({ route: '/theme/pirates', deps: withCatalog(bigCatalog()) });
    await title('Pirates games');
    expect(listed()).toBe(5);
    cleanup();
    renderApp({ route: '/theme/zombies', deps: withCatalog(bigCatalog()) });
    expect(await screen.findByRole('heading', { name: 'Lost in the Shuffle' })).toBeTruthy();
  });

  it('lists a sub-group under its translated or humanized name', async () => {
    renderApp({ route: '/subgroup/highvolatility', deps: withCatalog(bigCatalog()) });
    await waitFor(() => expect(shownGames()).toEqual(['Game 7']));
    cleanup();
    renderApp({ route: '/subgroup/staff_picks-2024', deps: withCatalog(bigCatalog()) });
    await title('Staff picks 2024');
  });

  it('treats /category/slots as the online slots', async () => {
    renderApp({ route: '/category/slots', deps: withCatalog(bigCatalog()) });
    await title('Slots');
    await waitFor(() => expect(listed()).toBe(20));
  });

  it("shows a player's suggested games from the controller's list", async () => {
    const deps = playerDeps({
      getGames: vi.fn(async () => bigCatalog()),
      getSuggested: vi.fn(async () => [
        { shortname: 'game-4', provider: 'zeta' },
        { shortname: 'game-9', provider: 'acme' },
        { shortname: 'game-9', provider: 'zeta' },
      ]),
    });
    renderApp({ route: '/suggested-games?sort=name-asc', deps });
    await title('Suggested for you');
    await waitFor(() => expect(shownGames()).toEqual(['Game 4', 'Game 9']));
  });

  it('shows no suggestions, and logs, when the controller fails', async () => {
    const failure = new Error('down');
    const deps = playerDeps({ getGames: vi.fn(async () => bigCatalog()), getSuggested: vi.fn(async () => Promise.reject(failure)) });
    renderApp({ route: '/suggested-games', deps });
    await title('Suggested for you');
    await waitFor(() => expect(deps.log).toHaveBeenCalled());
    expect(screen.queryAllByRole('link', { name: /^Game \d+$/ })).toEqual([]);
  });

  it("shows a player's favorites, newest first, and says when there are none", async () => {
    const deps = playerDeps({
      getGames: vi.fn(async () => bigCatalog()),
      getFavorites: vi.fn(async () => [
        { shortname: 'game-2', provider: 'zeta' },
        { shortname: 'game-10', provider: 'zeta' },
      ]),
    });
    renderApp({ route: '/favorites', deps });
    await title('Favorites');
    await waitFor(() => expect(shownGames()).toEqual(['Game 10', 'Game 2']));
    cleanup();
    renderApp({ route: '/favorites', deps: playerDeps({ getGames: vi.fn(async () => bigCatalog()) }) });
    expect(await screen.findByText('Ada, you have no favorites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/all-games');
  });
});
