import type { LobbyOptionOverrides } from '@lobby/domain';
import { testCatalog } from '@lobby/casino-core/testing';
import { act, cleanup, waitFor } from '@testing-library/react';
import { type ReactNode, use } from 'react';
import { ReactReduxContext, type Subscription } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerDeps, renderApp } from '../../testing/render-app.tsx';
import { GameCardEnvProvider } from './game-card-env.tsx';
import { LobbyGameCard } from './lobby-game-card.tsx';

afterEach(cleanup);

const catalog = testCatalog(60);
const cards = () => document.querySelectorAll('.lb-game-card').length;

/** The store subscription of the tree the probe last rendered in. */
const seen: { subscription: Subscription | null } = { subscription: null };
const listeners = () => seen.subscription?.getListeners().get().length ?? Number.NaN;

/** `count` of the catalog's games as cards, under one provider or each on its own. */
function Cards({ count, provided }: { count: number; provided: boolean }) {
  const list = catalog.games.slice(0, count).map((game) => <LobbyGameCard key={game.id} game={game} nowMs={0} />);
  return provided ? <GameCardEnvProvider>{list}</GameCardEnvProvider> : list;
}

/** What the probe shows under the page: nothing, or cards of its own. */
let footer: ReactNode = null;

/** A footer that keeps the tree's store subscription: its listeners are the mounted `useAppSelector`s. */
function Probe() {
  seen.subscription = use(ReactReduxContext)?.subscription ?? null;
  return footer;
}

/**
 * Renders the app at `route` with `shown` in the footer's slot, and tells, once `expected` cards
 * show and nothing changes for a while, how many cards there are and how many store subscriptions
 * the tree has.
 */
async function settled(route: string, shown: ReactNode, expected: (count: number) => boolean, options: LobbyOptionOverrides = {}) {
  const deps = playerDeps({ getGames: vi.fn(async () => catalog) });
  footer = shown;
  renderApp({ route, deps, slots: { Footer: Probe }, profile: { options } });
  await waitFor(() => expect(expected(cards())).toBe(true), { timeout: 5000 });
  // Rows fill and pages load their parts one commit after another: read once nothing has changed for a while.
  const reading = () => `${cards()}/${listeners()}`;
  for (let last = '', rounds = 0; reading() !== last && rounds < 20; rounds += 1) {
    last = reading();
    await act(() => new Promise((done) => setTimeout(done, 400)));
  }
  const result = { cards: cards(), listeners: listeners() };
  cleanup();
  return result;
}

describe('game cards read the store through their page, not one subscription each', () => {
  it('30 cards under a provider subscribe as often as 3; without one, each card subscribes', async () => {
    const route = '/promotions';
    const few = await settled(route, <Cards count={3} provided />, (count) => count === 3);
    const many = await settled(route, <Cards count={30} provided />, (count) => count === 30);
    expect(many.listeners).toBe(few.listeners);
    // What the provider saves: a card on its own subscribes itself.
    const alone = await settled(route, <Cards count={30} provided={false} />, (count) => count === 30);
    // Thirty subscriptions of their own instead of the provider's one.
    expect(alone.listeners - many.listeners).toBeGreaterThanOrEqual(29);
  });

  it('the home with ten cards a row subscribes as often as with three', async () => {
    const small = { homeSectionSize: 3, newGamesHomeCount: 3, randomSampleSize: 3, topJackpotsCount: 3 };
    const fewer = await settled('/', null, (count) => count > 0, small);
    const more = await settled('/', null, (count) => count > fewer.cards);
    expect(more.cards).toBeGreaterThanOrEqual(fewer.cards + 10);
    expect(more.listeners).toBe(fewer.listeners);
  });
});
