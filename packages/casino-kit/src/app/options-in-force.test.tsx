import { type Catalog, type LobbyOptionOverrides, defaultLobbyOptions } from '@lobby/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '@lobby/casino-core';
import { testCatalog } from '@lobby/casino-core/testing';
import { testValidation } from '@lobby/domain/testing';
import { useShortCountdownLabels } from '../shared/use-narrow.ts';
import { settle } from '../testing/event-loop.ts';
import { guestDeps, playerDeps, renderApp, renderAppHook } from '../testing/render-app.tsx';

// What a casino sets in its profile's options reaches the screen: one entry of each family, through
// the whole app (the casino's tweaks take the same road, see casino-core's options-in-force test).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const withCatalog = (catalog: Catalog) => guestDeps({ getGames: vi.fn(async () => catalog) });

/** How many games a list page holds: its grid renders the rows in view, each item telling the total. */
function listed(): number {
  const first = screen.getByRole('list', { name: /./ }).querySelector('li');
  return Number(first?.getAttribute('aria-setsize') ?? 0);
}

/** The home row a heading names. */
const rowOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('counts and sizes', () => {
  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.pageSize],
    [{ pageSize: 20 }, 20],
  ])('a list pages by pageSize (%j)', async (options, shown) => {
    renderApp({ route: '/all-games', deps: withCatalog(testCatalog(60)), profile: { options } });
    await screen.findByRole('heading', { level: 1, name: 'All Games' });
    await waitFor(() => expect(listed()).toBe(shown));
  });

  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.homeSectionSize],
    [{ homeSectionSize: 4 }, 4],
  ])('a home row waiting for the games holds homeSectionSize placeholders (%j)', async (options, placeholders) => {
    renderApp({ deps: playerDeps({ getGames: vi.fn(() => new Promise<never>(() => undefined)) }), profile: { options } });
    await screen.findByRole('heading', { level: 2, name: 'New games' });
    expect(within(rowOf('New games')).getAllByTestId('card-placeholder')).toHaveLength(placeholders);
  });

  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.newGamesHomeCount],
    [{ newGamesHomeCount: 2 }, 2],
  ])('the new games row shows newGamesHomeCount games (%j)', async (options, count) => {
    renderApp({ deps: withCatalog(testCatalog(30)), profile: { options } });
    await waitFor(() => expect(within(rowOf('New games')).getAllByRole('link', { name: /^Game \d+$/ })).toHaveLength(count));
  });
});

describe('thresholds', () => {
  it.each<[LobbyOptionOverrides, string]>([
    [{}, 'Type at least 3 characters'],
    [{ searchMinLength: 2 }, '12 games found'],
  ])('search runs from searchMinLength characters (%j)', async (options, shown) => {
    renderApp({ deps: withCatalog(testCatalog(12)), profile: { options } });
    fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'Ga' } });
    expect(await screen.findByText(shown, {}, { timeout: 3000 })).toBeTruthy();
  });

  it.each<[LobbyOptionOverrides, boolean]>([
    [{}, false],
    [{ lobbyFilterMinGames: 3 }, true],
  ])('a list of 4 games offers filters beyond lobbyFilterMinGames (%j)', async (options, offered) => {
    const catalog = testCatalog(4);
    const games = catalog.games.map((game) => ({ ...game, provider: game.id % 2 ? 'acme' : 'zeta' }));
    renderApp({ route: '/all-games', deps: withCatalog({ ...catalog, games }), profile: { options } });
    await screen.findByRole('heading', { level: 1, name: 'All Games' });
    await waitFor(() => expect(listed()).toBe(4));
    expect(screen.queryByRole('button', { name: /Filter/ }) !== null).toBe(offered);
  });
});

describe('breakpoints and widths', () => {
  it.each<[LobbyOptionOverrides, boolean]>([
    [{}, false],
    [{ countdownShortLabelsPx: window.innerWidth + 1 }, true],
  ])('countdowns take their short labels under countdownShortLabelsPx (%j)', (options, short) => {
    const hook = renderAppHook(() => useShortCountdownLabels(), { profile: { options } });
    expect(hook.result.current).toBe(short);
  });
});

/** Whether the data layer holds the answer to a redeem. */
const redeemAnswered = (state: RootState) =>
  Object.values(state.lobbyApi?.mutations ?? {}).some((mutation) => mutation?.status === 'fulfilled');

describe('durations and cookie lifetimes: the prize wheel', () => {
  it('turns for wheelSpinMs, tells the outcome wheelResultDelayMs after, and keeps the spin wheelCookieDays', async () => {
    const cookies = vi.spyOn(Document.prototype, 'cookie', 'set');
    const slices = [
      { no_of_spins: 10, probability: 1 },
      { no_of_spins: 20, probability: 1 },
    ];
    const getDailyFreeSpins = vi.fn(async () => testValidation({ DFSSPINWHEEL: true, slices }));
    const options = { wheelSpinMs: 0, wheelResultDelayMs: 500, wheelCookieDays: 3 };
    const app = renderApp({ route: '/dashboard/loyalty/dailyfreespins', deps: playerDeps({ getDailyFreeSpins }), profile: { options } });
    const spin = await screen.findByRole('button', { name: 'Spin the wheel' }, { timeout: 5000 });
    // Timeouts only: the redeem's answer still arrives on the real event loop.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(spin);
    // The redeem goes out as the wheel starts; its answer is in long before the outcome is due.
    await settle(() => redeemAnswered(app.store.getState()));
    expect(redeemAnswered(app.store.getState())).toBe(true);
    // The spin is kept once the controller has answered it.
    expect(cookies).toHaveBeenCalledWith(expect.stringMatching(/^wheeldata=.*; Max-Age=259200;/));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText(/^You won \d+ free spins!$/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/^You won \d+ free spins!$/)).toBeTruthy();
  });
});
