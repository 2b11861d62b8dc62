import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Catalog, defaultLobbyOptions } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_GAMES_KEY } from '@lobby/casino-core';
import { memoryCatalogStore, testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';
import { selectCatalog } from '@lobby/casino-core';

afterEach(cleanup);

const PENDING_KEY = 'lobby.pendingFavorite';

/** A stand-in for the home's widgets slot. */
const Widgets = () => <aside aria-label="Widgets" />;

/** The home row a heading names. */
const rowOf = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

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
    // The total shows --- until the games are in.
    expect(await screen.findByText(/\$6,000/)).toBeTruthy();
    cleanup();
    renderApp({ deps: guestDeps() });
    await screen.findAllByRole('link', { name: 'Game 1' });
    expect(screen.queryByText('Total jackpot')).toBeNull();
  });

  it('shows the widgets after the first rows, so that their late arrival moves nothing above them', async () => {
    renderApp({ deps: guestDeps(), slots: { HomeWidgets: Widgets } });
    const widgets = await screen.findByRole('complementary', { name: 'Widgets' });
    const rows = screen.getAllByRole('heading', { level: 2 }).map((heading) => rowOf(heading));
    const before = rows.filter((row) => row.compareDocumentPosition(widgets) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before).toHaveLength(defaultLobbyOptions.homeWidgetsAfterSections);
  });

  it('shows the last visit’s games, saying so, while the latest list loads', async () => {
    const getGames = vi.fn(() => new Promise<never>(() => undefined));
    renderApp({ deps: guestDeps({ getGames }, { catalogStore: memoryCatalogStore(testCatalog(2)) }) });
    expect(await screen.findByText(/Showing the games from your last visit/)).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'Game 2' })).length).toBeGreaterThan(0);
  });

  it('paints the shell, the welcome and rows of placeholders from the configuration while the catalog is on its way', async () => {
    let answer: (catalog: Catalog) => void = () => undefined;
    const getGames = vi.fn(() => new Promise<Catalog>((resolve) => (answer = resolve)));
    renderApp({ deps: playerDeps({ getGames }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
    const newGames = rowOf(screen.getByRole('heading', { level: 2, name: 'New games' }));
    expect(newGames.getAttribute('aria-busy')).toBe('true');
    expect(within(newGames).getAllByTestId('card-placeholder')).toHaveLength(defaultLobbyOptions.homeSectionSize);
    expect(screen.queryByRole('link', { name: 'Game 2' })).toBeNull();
    // The total jackpot keeps its place, unknown, until the games say it.
    expect(within(screen.getByRole('region', { name: 'Total jackpot' })).getByText('---')).toBeTruthy();
    answer(testCatalog());
    await waitFor(() => expect(within(newGames).queryAllByTestId('card-placeholder')).toHaveLength(0));
    expect(within(newGames).getByRole('link', { name: 'Game 2' })).toBeTruthy();
    expect(newGames.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the loading screen on a page other than the home until the catalog arrives', async () => {
    renderApp({ route: '/all-games', deps: guestDeps({ getGames: vi.fn(() => new Promise<never>(() => undefined)) }) });
    expect(await screen.findByText(/Loading/)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('keeps the cards of the same games, element for element, when the fresh catalog replaces the cached one', async () => {
    let answer: (catalog: Catalog) => void = () => undefined;
    const getGames = vi.fn(() => new Promise<Catalog>((resolve) => (answer = resolve)));
    const app = renderApp({ deps: guestDeps({ getGames }, { catalogStore: memoryCatalogStore(testCatalog(3)) }) });
    const row = rowOf(await screen.findByRole('heading', { level: 2, name: 'New games' }));
    const before = await within(row).findByRole('link', { name: 'Game 2' });
    const card = before.closest('li');
    // With a cached catalog, start-up asks for the fresh one only once the lobby has painted.
    await waitFor(() => expect(getGames).toHaveBeenCalledTimes(1));
    // The fresh list: equal games as new objects, and one game more.
    answer(testCatalog(4));
    await waitFor(() => expect(app.store.getState().session.catalogSource).toBe('network'));
    await waitFor(() => expect(within(row).getByRole('link', { name: 'Game 4' })).toBeTruthy());
    expect(within(row).getByRole('link', { name: 'Game 2' })).toBe(before);
    expect(before.isConnected).toBe(true);
    expect(before.closest('li')).toBe(card);
  });

  it('loads the first screen’s thumbnails with high priority, every one once laid out near the viewport, all with their size', async () => {
    const options = { firstScreenSections: 1, firstScreenCards: 3 };
    renderApp({ deps: guestDeps({ getGames: vi.fn(async () => testCatalog(12)) }), profile: { options } });
    const pictures = async (name: string) => {
      const row = rowOf(await screen.findByRole('heading', { level: 2, name }));
      await waitFor(() => expect(row.querySelectorAll('.lb-game-card img').length).toBeGreaterThan(options.firstScreenCards));
      return [...row.querySelectorAll('.lb-game-card img')];
    };
    const { width, height } = defaultLobbyOptions.thumbnailPx;
    const looks = (images: Element[]) =>
      images.map((img) => [
        img.getAttribute('fetchpriority'),
        img.getAttribute('loading'),
        img.getAttribute('width'),
        img.getAttribute('height'),
      ]);
    const first = ['high', 'lazy', String(width), String(height)];
    const later = ['auto', 'lazy', String(width), String(height)];
    const newGames = await pictures('New games');
    expect(looks(newGames)).toEqual(newGames.map((_, index) => (index < options.firstScreenCards ? first : later)));
    const popular = await pictures('Popular');
    expect(looks(popular)).toEqual(popular.map(() => later));
  });

  it('keeps the catalog, the rows and every card as they are when the fresh catalog equals the cached one', async () => {
    let answer: (catalog: Catalog) => void = () => undefined;
    const getGames = vi.fn(() => new Promise<Catalog>((resolve) => (answer = resolve)));
    const app = renderApp({ deps: guestDeps({ getGames }, { catalogStore: memoryCatalogStore(testCatalog(6)) }) });
    const popular = rowOf(await screen.findByRole('heading', { level: 2, name: 'Popular' }));
    const cached = selectCatalog(app.store.getState());
    const before = within(popular).getAllByRole('link');
    await waitFor(() => expect(getGames).toHaveBeenCalledTimes(1));
    answer(testCatalog(6));
    await waitFor(() => expect(app.store.getState().session.catalogSource).toBe('network'));
    expect(selectCatalog(app.store.getState())).toBe(cached);
    // The popular row is a random sample: had the rows been built again, it would have been drawn again.
    expect(within(popular).getAllByRole('link')).toEqual(before);
  });

  it('keeps a player’s recent games in a Keep playing row', async () => {
    const recent = JSON.stringify([{ shortname: 'game-3', provider: 'acme' }]);
    const { deps } = withSession(playerDeps, { [RECENT_GAMES_KEY]: recent });
    renderApp({ deps });
    const heading = await screen.findByRole('heading', { level: 2, name: /Keep playing/i });
    const row = within(heading.closest('section') as HTMLElement);
    expect((await row.findAllByRole('link', { name: 'Game 3' })).length).toBe(1);
    expect(row.getByRole('link', { name: 'View all: Keep playing' }).getAttribute('href')).toBe('/recently-played');
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
