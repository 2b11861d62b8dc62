import type { Catalog, GameLockDetails } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog, testConfig, testPlayer } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

/** The test catalog with Game 1 locked. */
function lockedCatalog(): Catalog {
  const catalog = testCatalog();
  return { ...catalog, games: catalog.games.map((game) => (game.id === 1 ? { ...game, game_lock: true } : game)) };
}

const details = (overrides: Partial<GameLockDetails> = {}): GameLockDetails => ({
  lock_by: 'deposit',
  visible_event: 'deposit',
  target_date: null,
  display_name: 'Game 1 Deluxe',
  game_name: 'game-1',
  img_portrait: null,
  img_landscape: null,
  ...overrides,
});

async function openLock() {
  const [opener] = await screen.findAllByRole('button', { name: 'Game 1 is locked: see how to unlock it' });
  fireEvent.click(opener as HTMLElement);
  return within(await screen.findByRole('dialog', { name: /Unlock Game 1/ }));
}

describe('locked games', () => {
  it('open the lock details instead of playing, with Deposit for a deposit lock', async () => {
    const deps = playerDeps({ getGames: vi.fn(async () => lockedCatalog()) });
    renderApp({ route: '/all-games', deps });
    const modal = await openLock();
    expect(await modal.findByText('Make a deposit to unlock this game.')).toBeTruthy();
    expect(modal.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/site/cashier');
    expect(deps.api.getGameLockDetails).toHaveBeenCalledWith({ shortname: 'game-1', provider: 'acme' }, expect.anything());
  });

  it('explain a VIP lock, with live chat where the casino has a contact page', async () => {
    const getConfig = vi.fn(async () => ({
      casino: testConfig({ pages: { cashier: '/site/cashier', contact: 'https://site.test/contact' } }),
      player: testPlayer(),
    }));
    const deps = playerDeps({
      getConfig,
      getGames: vi.fn(async () => lockedCatalog()),
      getGameLockDetails: vi.fn(async () => details({ lock_by: 'player_class', visible_event: null })),
    });
    const app = renderApp({ route: '/all-games', deps });
    const modal = await openLock();
    expect(await modal.findByText(/reserved for our VIP players/)).toBeTruthy();
    expect(app.navigation.visits).toEqual([]);
    fireEvent.click(modal.getByRole('button', { name: 'Live chat' }));
    expect(app.navigation.visits).toEqual(['external https://site.test/contact']);
  });

  it('tell when a sign-up lock opens, in New York time', async () => {
    const deps = guestDeps({
      getGames: vi.fn(async () => lockedCatalog()),
      getGameLockDetails: vi.fn(async () => details({ lock_by: 'signup', visible_event: 'signup', target_date: '2026-12-24 18:00:00' })),
    });
    renderApp({ route: '/all-games', deps });
    const modal = await openLock();
    expect(await modal.findByText(/Available from December 24, 2026 at 6:00\s?PM/)).toBeTruthy();
  });

  it('say when the details cannot be loaded, and Try again loads them', async () => {
    const getGameLockDetails = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(details());
    const deps = playerDeps({ getGames: vi.fn(async () => lockedCatalog()), getGameLockDetails });
    renderApp({ route: '/all-games', deps });
    const modal = await openLock();
    expect(await modal.findByText(/couldn’t load the details/)).toBeTruthy();
    expect(deps.log).toHaveBeenCalled();
    fireEvent.click(modal.getByRole('button', { name: 'Try again' }));
    expect(await modal.findByText('Make a deposit to unlock this game.')).toBeTruthy();
    expect(getGameLockDetails).toHaveBeenCalledTimes(2);
  });
});

describe('favorite hearts', () => {
  it('are offered to players only', async () => {
    renderApp({ route: '/all-games', deps: guestDeps() });
    await screen.findByRole('heading', { level: 1, name: 'All Games' });
    expect(screen.queryByRole('button', { name: /to favorites/ })).toBeNull();
  });

  it('save a favorite and show it as one', async () => {
    const deps = playerDeps();
    renderApp({ route: '/all-games', deps });
    const heart = await screen.findByRole('button', { name: 'Add Game 2 to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() =>
      expect(vi.mocked(deps.api.setFavorite).mock.calls[0]?.[0]).toEqual({ game: 'game-2', provider: 'acme', action: 'add' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Game 2 from favorites' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('turn back and say so when the save fails', async () => {
    const deps = playerDeps({ setFavorite: vi.fn(async () => Promise.reject(new Error('down'))) });
    renderApp({ route: '/all-games', deps });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 3 to favorites' }));
    await waitFor(() => expect(deps.api.setFavorite).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Game 3 to favorites' }).getAttribute('aria-pressed')).toBe('false'));
    const notices = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notices.getByText('Favorites not saved')).toBeTruthy();
    expect(notices.getByText('We could not save Game 3. Please try again.')).toBeTruthy();
  });
});
