import { defaultLobbyOptions } from '@lobby/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

const RANDOM_PLAY_ROTATE_MS = defaultLobbyOptions.randomPlayRotateMs;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The game whose Play link shows now. */
const showing = () =>
  screen
    .getAllByRole('link', { name: /^Play Game \d+$/ })
    .map((link) => link.getAttribute('aria-label') ?? link.textContent)
    .find((label) => label !== null);

describe('random play page', () => {
  it('shows five games of the catalog, each a click from play', async () => {
    const deps = playerDeps({ getGames: vi.fn(async () => testCatalog(12)) });
    renderApp({ route: '/random', deps });
    expect(await screen.findByRole('heading', { level: 1, name: 'Random play' })).toBeTruthy();
    const play = await screen.findAllByRole('link', { name: /^Play Game \d+$/ });
    expect(play.length).toBeGreaterThan(0);
    expect(play[0]?.getAttribute('href')).toMatch(/^\/play\/game-\d+\?by=acme$/);
    expect(screen.getAllByRole('button', { name: /^Show picture \d of 5$/ })).toHaveLength(5);
  });

  it('shows randomPlayImages games, turning every randomPlayRotateMs', async () => {
    const deps = playerDeps({ getGames: vi.fn(async () => testCatalog(12)) });
    renderApp({ route: '/random', deps, profile: { options: { randomPlayImages: 3, randomPlayRotateMs: 500 } } });
    await screen.findAllByRole('link', { name: /^Play Game \d+$/ });
    expect(screen.getAllByRole('button', { name: /^Show picture \d of 3$/ })).toHaveLength(3);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }));
    const first = showing();
    act(() => vi.advanceTimersByTime(499));
    expect(showing()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(showing()).not.toBe(first);
  });

  it('never picks a locked or pre-release game', async () => {
    const catalog = testCatalog(6);
    const games = catalog.games.map((game) => ({ ...game, game_lock: game.id <= 3, pre_release: game.id === 4 }));
    renderApp({ route: '/random', deps: guestDeps({ getGames: vi.fn(async () => ({ ...catalog, games })) }) });
    await screen.findByRole('heading', { level: 1, name: 'Random play' });
    expect(screen.getAllByRole('button', { name: /^Show picture \d of 2$/ })).toHaveLength(2);
  });

  it('says so when there is nothing to pick from', async () => {
    const catalog = testCatalog(2);
    const games = catalog.games.map((game) => ({ ...game, game_lock: true }));
    renderApp({ route: '/random', deps: guestDeps({ getGames: vi.fn(async () => ({ ...catalog, games })) }) });
    expect(await screen.findByText('There are no games to pick from right now.')).toBeTruthy();
  });

  it('turns to the next picture every two seconds, and holds on Pause', async () => {
    const deps = playerDeps({ getGames: vi.fn(async () => testCatalog(12)) });
    renderApp({ route: '/random', deps });
    await screen.findAllByRole('link', { name: /^Play Game \d+$/ });
    vi.useFakeTimers();
    // Pause and Resume start the rotation again, now on the test's clock.
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }));
    const first = showing();
    act(() => vi.advanceTimersByTime(RANDOM_PLAY_ROTATE_MS - 1));
    expect(showing()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = showing();
    expect(second).not.toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => vi.advanceTimersByTime(3 * RANDOM_PLAY_ROTATE_MS));
    expect(showing()).toBe(second);
    expect(screen.getByRole('button', { name: 'Resume rotation' })).toBeTruthy();
  });

  it('draws again on Shuffle', async () => {
    let draws = 0;
    const random = vi.fn(() => {
      draws += 1;
      return (draws * 0.37) % 1;
    });
    const deps = playerDeps({ getGames: vi.fn(async () => testCatalog(30)) }, { random });
    renderApp({ route: '/random', deps });
    await screen.findAllByRole('link', { name: /^Play Game \d+$/ });
    const before = random.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(random.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Show picture 1 of 5' }).getAttribute('aria-current')).not.toBeNull();
  });
});
