import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_GAMES_KEY } from '@lobby/casino-core';
import { testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

/** Dependencies whose session storage holds `recent` as the recent games, like a tab where they were played. */
function withRecent(make: typeof playerDeps, recent: readonly { shortname: string; provider: string | null }[]) {
  const values = new Map([[RECENT_GAMES_KEY, JSON.stringify(recent)]]);
  const session = {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
  return make({ getGames: vi.fn(async () => testCatalog(6)) }, { session });
}

describe('the recently played page', () => {
  it('lists the player’s recent games in the order played, the ones gone from the catalog left out', async () => {
    const recent = [
      { shortname: 'game-5', provider: 'acme' },
      { shortname: 'retired', provider: 'acme' },
      { shortname: 'game-2', provider: null },
      { shortname: 'game-4', provider: 'acme' },
    ];
    renderApp({ route: '/recently-played', deps: withRecent(playerDeps, recent) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently played' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Recently played' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    const names = within(grid)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]?.textContent);
    expect(names).toEqual(['Game 5', 'Game 2', 'Game 4']);
    // The usual cards: a player's heart on each.
    expect(within(grid).getByRole('button', { name: 'Add Game 5 to favorites' })).toBeTruthy();
    // No sort menu: the order is the order played.
    expect(screen.queryByRole('button', { name: /Sort by/ })).toBeNull();
  });

  it('tells a player with no games played yet where the games are', async () => {
    renderApp({ route: '/recently-played', deps: withRecent(playerDeps, []) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No games played yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/all-games');
  });

  it('asks a guest to log in and come back, as the home shows a guest no Keep playing', async () => {
    const app = renderApp({ route: '/recently-played', deps: withRecent(guestDeps, [{ shortname: 'game-2', provider: 'acme' }]) });
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /recently-played (replace)']));
    expect(screen.queryByRole('link', { name: 'Game 2' })).toBeNull();
  });
});
