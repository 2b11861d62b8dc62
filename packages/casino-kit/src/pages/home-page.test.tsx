import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_GAMES_KEY } from '../store/recent-games.ts';
import { memoryCatalogStore, testCatalog } from '../store/test-deps.ts';
import { guestDeps, playerDeps, renderApp } from '../testing/render-app.tsx';

afterEach(cleanup);

const PENDING_KEY = 'lobby.pendingFavorite';

/** Dependencies with a session storage a test can read and fill. */
function withSession(make: typeof guestDeps, stored: Record<string, string> = {}, api = {}) {
  const values = new Map(Object.entries(stored));
  const session = {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
  return { deps: make(api, { session }), values };
}

describe('home page', () => {
  it('welcomes a guest with the casino name and a player by first name', async () => {
    renderApp({ deps: guestDeps() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Casino' })).toBeTruthy();
    cleanup();
    renderApp({ deps: playerDeps() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
  });

  it("shows the sum of the games' jackpots, and nothing without jackpots", async () => {
    const catalog = testCatalog();
    const jackpots = { ...catalog, games: catalog.games.map((game) => ({ ...game, jackpot: game.id * 1000 })) };
    renderApp({ deps: guestDeps({ getGames: vi.fn(async () => jackpots) }) });
    expect(await screen.findByText('Total jackpot')).toBeTruthy();
    expect(screen.getByText(/\$6,000/)).toBeTruthy();
    cleanup();
    renderApp({ deps: guestDeps() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Total jackpot')).toBeNull();
  });

  it('shows the last visit’s games, saying so, while the latest list loads', async () => {
    const getGames = vi.fn(() => new Promise<never>(() => undefined));
    renderApp({ deps: guestDeps({ getGames }, { catalogStore: memoryCatalogStore(testCatalog(2)) }) });
    expect(await screen.findByText(/Showing the games from your last visit/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Game 2' }).length).toBeGreaterThan(0);
  });

  it('shows the loading screen before the first catalog arrives', async () => {
    renderApp({ deps: guestDeps({ getGames: vi.fn(() => new Promise<never>(() => undefined)) }) });
    expect(await screen.findByText(/Loading/)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('keeps a player’s recent games in a Keep playing row', async () => {
    const recent = JSON.stringify([{ shortname: 'game-3', provider: 'acme' }]);
    const { deps } = withSession(playerDeps, { [RECENT_GAMES_KEY]: recent });
    renderApp({ deps });
    const heading = await screen.findByRole('heading', { level: 2, name: /Keep playing/i });
    const row = within(heading.closest('section') as HTMLElement);
    expect(row.getAllByRole('link', { name: 'Game 3' }).length).toBe(1);
  });

  it('opens the game that ?play= names', async () => {
    const app = renderApp({ route: '/?play=game-2&by=acme', deps: playerDeps() });
    await waitFor(() => expect(app.path()).toBe('/play/game-2?by=acme'));
  });

  it('keeps a guest’s ?fav= across the login, which returns to the favorites', async () => {
    const { deps, values } = withSession(guestDeps);
    const app = renderApp({ route: '/?fav=game-2&by=acme', deps });
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /favorites (replace)']));
    expect(JSON.parse(values.get(PENDING_KEY) ?? 'null')).toEqual({ shortname: 'game-2', provider: 'acme' });
  });

  it('adds a player’s ?fav= on the favorites page', async () => {
    const { deps, values } = withSession(playerDeps);
    const app = renderApp({ route: '/?fav=game-2&by=acme', deps });
    await waitFor(() => expect(app.path()).toBe('/favorites'));
    await waitFor(() =>
      expect(vi.mocked(deps.api.setFavorite).mock.calls[0]?.[0]).toEqual({ game: 'game-2', provider: 'acme', action: 'add' }),
    );
    expect(values.has(PENDING_KEY)).toBe(false);
    expect(await screen.findByRole('button', { name: 'Remove Game 2 from favorites' })).toBeTruthy();
  });
});

describe('search', () => {
  it('finds games by name after three characters, and says when none match', async () => {
    renderApp({ deps: guestDeps({ getGames: vi.fn(async () => testCatalog(12)) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'Game 1' } });
    expect(await screen.findByText('4 games found', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText(/No games match/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('asks for three characters before searching', async () => {
    renderApp({ deps: guestDeps() });
    fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'Ga' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    expect(screen.queryByText(/games? found/)).toBeNull();
  });
});
