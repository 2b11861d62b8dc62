import { ControllerError } from '@lobby/api';
import type { LaunchResult } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const version = (provider: string, url = `https://games.test/${provider}/game-1`) => ({
  url,
  provider,
  synth: 0 as const,
  synth_details: null,
});
const launched = (games: LaunchResult['games'], error: LaunchResult['error'] = null): LaunchResult => ({
  success: error === null,
  games,
  game_name: 'Game 1',
  error,
});

/** A player whose launches answer with one version of the game unless `api` says otherwise. */
const player = (api: Parameters<typeof playerDeps>[0] = {}) =>
  playerDeps({ launchGame: vi.fn(async () => launched([version('acme')])), ...api });

/** The game's frame, once its address is there. */
async function frame(): Promise<HTMLIFrameElement> {
  const iframe = (await screen.findByTitle(/Game 1/)) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.src).toMatch(/^https:/));
  return iframe;
}

describe('play view', () => {
  it('launches the game with the token, language and return address in its URL', async () => {
    const deps = player();
    renderApp({ route: '/play/game-1', deps });
    const iframe = await frame();
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe('https://games.test/acme/game-1');
    expect(url.searchParams.get('token')).toBe('token-1');
    expect(url.searchParams.get('Language')).toBe('en');
    expect(url.searchParams.get('returnurl')).toMatch(/\/$/);
    expect(deps.api.launchGame).toHaveBeenCalledWith(expect.objectContaining({ game: 'game-1', realmoney: true }), expect.anything());
  });

  it('starts a play session for real money and ends it on leaving', async () => {
    const app = renderApp({ route: ['/all-games', '/play/game-1'], deps: player() });
    await frame();
    await waitFor(() => expect(app.store.getState().play.active).toBe(true));
    expect(app.store.getState().recent.games[0]).toMatchObject({ shortname: 'game-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Games' })).toBeTruthy();
    expect(app.path()).toBe('/all-games');
    expect(app.store.getState().play.active).toBe(false);
  });

  it('Back goes to the previous page in the app', async () => {
    const app = renderApp({ route: ['/', '/category/slots', '/play/game-1'], deps: player() });
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/category/slots'));
  });

  it('Back goes home when the game opened the app (as after the login page)', async () => {
    // The browser's history holds the casino's login page before the app.
    window.history.pushState(null, '', '/site/login');
    const app = renderApp({ route: '/play/game-1', deps: player() });
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeTruthy();
  });

  it('Close game goes home, whatever came before', async () => {
    const app = renderApp({ route: ['/category/slots', '/play/game-1'], deps: player() });
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('offers a choice of versions and opens the one chosen', async () => {
    const deps = player({ launchGame: vi.fn(async () => launched([version('acme'), version('zeta')])) });
    renderApp({ route: '/play/game-1', deps });
    expect(await screen.findByRole('heading', { name: 'Choose a version' })).toBeTruthy();
    // The catalog names the providers it knows; an unknown one keeps its short name.
    expect(screen.getByRole('button', { name: /Acme/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /zeta/ }));
    const iframe = await frame();
    expect(iframe.src).toContain('https://games.test/zeta/game-1');
  });

  it('shows the mobile-only view with Go Back', async () => {
    const app = renderApp({
      route: ['/all-games', '/play/game-1'],
      deps: player({ launchGame: vi.fn(async () => launched([], 'mobile_only')) }),
    });
    expect(await screen.findByText(/only available on mobile devices/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oooops!....' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.path()).toBe('/all-games'));
  });

  it('shows the generic error when the launcher fails, and logs it', async () => {
    const failure = new ControllerError({ kind: 'http', action: 'gamelauncher', message: 'http', status: 500 });
    const deps = player({ launchGame: vi.fn(async () => Promise.reject(failure)) });
    renderApp({ route: '/play/game-1', deps });
    expect(await screen.findByText(/could not be started/)).toBeTruthy();
    expect(deps.log).toHaveBeenCalled();
  });

  it('shows the generic error when the token cannot be had', async () => {
    renderApp({ route: '/play/game-1', deps: player({ getGameToken: vi.fn(async () => Promise.reject(new Error('down'))) }) });
    expect(await screen.findByText(/could not be started/)).toBeTruthy();
  });

  it('goes back when the server does not know the game (invalid_game)', async () => {
    const app = renderApp({
      route: ['/category/slots', '/play/game-1'],
      deps: player({ launchGame: vi.fn(async () => launched([], 'invalid_game')) }),
    });
    await waitFor(() => expect(app.path()).toBe('/category/slots'));
  });

  it('goes back to the previous page for a game the catalog does not hold', async () => {
    const app = renderApp({ route: ['/all-games', '/play/no-such-game'], deps: player() });
    await waitFor(() => expect(app.path()).toBe('/all-games'));
    expect(screen.queryByRole('heading', { name: 'Lost in the Shuffle' })).toBeNull();
  });

  it('goes home for a game the catalog does not hold when it opened the app', async () => {
    window.history.pushState(null, '', '/elsewhere');
    const app = renderApp({ route: '/play/no-such-game', deps: player() });
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeTruthy();
    expect(app.deps.api.launchGame).not.toHaveBeenCalled();
  });

  it('on a lost session, Back and Close load the lobby afresh', async () => {
    const deps = player({ launchGame: vi.fn(async () => launched([], 'auth_required')) });
    const app = renderApp({ route: ['/all-games', '/play/game-1'], deps });
    expect(await screen.findByText(/Please log in now/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.navigation.visits).toEqual(['reload /']);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(app.navigation.visits).toEqual(['reload /', 'reload /']);
    // Neither leaves through the in-app router, which would keep the player's data in memory.
    expect(app.path()).toBe('/play/game-1');
  });

  it('asks a guest to log in for real money, returning to the game', async () => {
    const app = renderApp({ route: '/play/game-1', deps: guestDeps() });
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /play/game-1?by=acme (replace)']));
  });

  it('sends a real-money launch of a locked game home', async () => {
    const catalog = testCatalog();
    const locked = { ...catalog, games: catalog.games.map((game) => (game.id === 1 ? { ...game, game_lock: true } : game)) };
    const app = renderApp({ route: '/play/game-1', deps: player({ getGames: vi.fn(async () => locked) }) });
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.deps.api.launchGame).not.toHaveBeenCalled();
  });
});
