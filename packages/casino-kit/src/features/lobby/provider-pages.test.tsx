import { SPORTSBOOK_PROVIDER } from '@lobby/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '@lobby/casino-core/testing';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

/** Five games: three by Acme, one by Zeta, one sportsbook; Omega has none. */
function catalog() {
  const base = testCatalog(5);
  const providerOf = (id: number) => (id <= 3 ? 'acme' : id === 4 ? 'zeta' : SPORTSBOOK_PROVIDER);
  return {
    ...base,
    games: base.games.map((game) => ({ ...game, provider: providerOf(game.id) })),
    providers: [
      { id: 1, name: 'Acme', shortname: 'acme' },
      { id: 2, name: 'Zeta Studios', shortname: 'zeta' },
      { id: 3, name: 'Omega', shortname: 'omega' },
      { id: 4, name: 'Sportsbook', shortname: SPORTSBOOK_PROVIDER },
    ],
  };
}

const open = (route: string) => renderApp({ route, deps: guestDeps({ getGames: vi.fn(async () => catalog()) }) });

describe('provider pages', () => {
  it('list the providers that have games, with their counts and links, never the sportsbook', async () => {
    open('/providers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Providers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Acme' }).getAttribute('href')).toBe('/providers/acme');
    expect(screen.getByRole('link', { name: 'Explore Zeta Studios' }).getAttribute('href')).toBe('/providers/zeta');
    expect(screen.getByText('3 games')).toBeTruthy();
    expect(screen.getByText('1 game')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Explore Omega' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Explore Sportsbook' })).toBeNull();
  });

  it("list one provider's games under its name", async () => {
    open('/providers/zeta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zeta Studios' })).toBeTruthy();
    expect(screen.getByText('All games by Zeta Studios: 1 titles to explore.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Game 4' }).length).toBeGreaterThan(0);
  });

  it.each(['/providers/nobody', '/providers/omega', `/providers/${SPORTSBOOK_PROVIDER}`])(
    'send %s (unknown, empty or the sportsbook) to the directory',
    async (route) => {
      const app = open(route);
      await waitFor(() => expect(app.path()).toBe('/providers'));
    },
  );
});
