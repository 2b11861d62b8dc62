import { SPORTSBOOK_PROVIDER, type VariantId } from '@lobby/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog, testConfig, testPlayer } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const notFound = () => screen.findByRole('heading', { name: 'Lost in the Shuffle' });

function open(route: string, who: 'guest' | 'player', variant: VariantId = 'fusion', deps = {}) {
  const make = who === 'guest' ? guestDeps : playerDeps;
  return renderApp({ route, deps: make(deps, {}, variant), profile: { variant } });
}

describe('route guards', () => {
  it.each(['/favorites', '/suggested-games'])('sends a guest from %s home', async (route) => {
    const app = open(route, 'guest');
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeTruthy();
    expect(app.api.getSuggested).not.toHaveBeenCalled();
  });

  it.each([
    ['/favorites', 'Favorites'],
    ['/suggested-games', 'Suggested for you'],
  ])('lets a player open %s', async (route, title) => {
    const app = open(route, 'player');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(app.path()).toBe(route);
  });

  it.each([
    ['fusion', '/category/specialty-games'],
    ['single-provider', '/category/live-dealer'],
    ['single-provider', '/providers'],
    ['single-provider', '/providers/acme'],
    ['fusion', '/category/no-such-category'],
  ] as const)('shows the 404 in %s for %s, a route of the other variant', async (variant, route) => {
    open(route, 'player', variant);
    expect(await notFound()).toBeTruthy();
  });

  it.each([
    ['fusion', '/category/live-dealer', 'Live Dealer'],
    ['single-provider', '/category/specialty-games', 'Specialty Games'],
    ['fusion', '/providers', 'Game Providers'],
  ] as const)('opens in %s the route %s of its own', async (variant, route, title) => {
    open(route, 'guest', variant);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lost in the Shuffle' })).toBeNull();
  });

  it('shows the 404 for any unknown path, with a way home', async () => {
    open('/no/such/page', 'guest');
    expect(await notFound()).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/')).toBe(true);
  });

  it('sends fusion from /live-dealer to the live dealer category', async () => {
    const app = open('/live-dealer', 'player');
    await waitFor(() => expect(app.path()).toBe('/category/live-dealer'));
  });

  it('opens the live dealer frame for a single-provider player, and asks a guest to log in', async () => {
    const app = open('/live-dealer', 'player', 'single-provider');
    await waitFor(() => expect(app.api.getLiveDealer).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByTitle('Live Dealer') as HTMLIFrameElement).src).toBe('https://live.test/table'));
    cleanup();
    const guest = open('/live-dealer', 'guest', 'single-provider');
    await waitFor(() => expect(guest.navigation.visits).toEqual(['login / (replace)']));
  });

  it('sends a single-provider casino without live dealer home from /live-dealer', async () => {
    const getConfig = vi.fn(async () => ({ casino: testConfig({ is_fusion: false, livedealer: false }), player: testPlayer() }));
    const app = open('/live-dealer', 'player', 'single-provider', { getConfig });
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('has no demo route in fusion: back home', async () => {
    const app = open('/demo/game-1', 'player');
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('offers a single-provider guest a login link in place of a demo where guests may not play for free', async () => {
    open('/demo/game-1', 'guest', 'single-provider');
    expect(await screen.findByRole('heading', { name: 'Log in to play' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/site/signup');
  });

  it('closes the sportsbook to players the casino does not name, and to guests', async () => {
    const app = open('/sportsbook', 'player');
    await waitFor(() => expect(app.path()).toBe('/'));
    cleanup();
    const guest = open('/sportsbook', 'guest');
    await waitFor(() => expect(guest.path()).toBe('/'));
  });

  it('opens the sportsbook for a player casino 85 names', async () => {
    const catalog = testCatalog();
    const [first] = catalog.games;
    if (!first) throw new Error('the test catalog has games');
    const sportsbook = { ...catalog, games: [...catalog.games, { ...first, id: 99, shortname: 'sports', provider: SPORTSBOOK_PROVIDER }] };
    const getConfig = vi.fn(async () => ({ casino: testConfig({ casino_id: 85 }), player: testPlayer({ PID: 850002 }) }));
    const app = open('/sportsbook', 'player', 'fusion', { getConfig, getGames: vi.fn(async () => sportsbook) });
    await waitFor(() => expect(app.api.launchGame).toHaveBeenCalledWith(expect.objectContaining({ game: 'sports' }), expect.anything()));
    expect(app.path()).toBe('/sportsbook');
  });

  it('asks a guest to log in for the message center', async () => {
    const app = open('/dashboard/messagecenter', 'guest');
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /dashboard/messagecenter (replace)']));
  });
});
