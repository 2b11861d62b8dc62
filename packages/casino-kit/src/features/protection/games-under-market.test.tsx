import type { Acknowledgement, ActivitySummary, Catalog, LaunchResult, SessionSummary } from '@lobby/domain';
import { testCatalog } from '@lobby/casino-core/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Game 1: a slot with a jackpot and every info field; Game 2: a table game with a jackpot and its RTP; Game 3: a slot the catalog says nothing about. */
function catalog(): Catalog {
  const base = testCatalog();
  const [one, two, three] = base.games as [Catalog['games'][number], Catalog['games'][number], Catalog['games'][number]];
  return {
    ...base,
    games: [
      {
        ...one,
        jackpot: 5000,
        features: ['free-spins'],
        rtp: 96.2,
        volatility: 'high',
        max_win: 5000,
        top_win_probability: 0.00000005,
      },
      { ...two, category: 'table-games', jackpot: 800, rtp: 98 },
      three,
    ],
    features: [{ id: 1, name: 'Free Spins', shortname: 'free-spins' }],
    total_jackpot: 5800,
  };
}

const launched: LaunchResult = {
  success: true,
  games: [{ url: 'https://games.test/acme/game-1', provider: 'acme', synth: 0, synth_details: null }],
  game_name: 'Game 1',
  error: null,
};

const activity = (): ActivitySummary => ({
  days: 30,
  from: Date.now() - 30 * 24 * HOUR,
  to: Date.now(),
  currency: 'EUR',
  totals: { stakes: 120, wins: 80, losses: 40, deposits: 100, withdrawals: 0 },
  byDay: [],
});

/**
 * A controller with the protection calls: the session began `loginHoursAgo` ago; the summary and
 * the tools popup were acknowledged at the times given (null: never), and an acknowledgement is
 * kept, as the controller keeps it, for the session's next answer.
 */
function market(acknowledged: { summary: number | null; tools: number | null }, loginHoursAgo = 0.1) {
  const sessionStart = Date.now() - loginHoursAgo * HOUR;
  const state = { ...acknowledged };
  const session = (): SessionSummary => ({
    sessionStart,
    serverNow: Date.now(),
    netPosition: 0,
    currency: 'EUR',
    realityCheckMinutes: null,
    realityCheckAcknowledgedAt: null,
    summaryAcknowledgedAt: state.summary,
    toolsAcknowledgedAt: state.tools,
    sessionLimit: null,
  });
  return playerDeps(
    {
      getGames: vi.fn(async () => catalog()),
      launchGame: vi.fn(async () => launched),
      getSessionSummary: vi.fn(async () => session()),
      getActivity: vi.fn(async () => activity()),
      acknowledge: vi.fn(async (what: Acknowledgement) => {
        if (what === 'summary' || what === 'tools') state[what] = Date.now();
        return Date.now();
      }),
    },
    { now: () => Date.now() },
  );
}

const cardsOf = (name: string) =>
  [...document.querySelectorAll('.lb-game-card')].filter((card) => card.querySelector('.lb-game-card__label')?.textContent === name);
const openDialog = () => document.querySelector('dialog[open]');

describe('jackpot displays under the market', () => {
  it('GGL: no slot shows its jackpot (cards, total); a table game keeps its own', async () => {
    renderApp({ deps: market({ summary: Date.now(), tools: null }), profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(document.querySelector('.lb-total-jackpot')?.textContent).toMatch(/\$800\.00/));
    await waitFor(() => expect(cardsOf('Game 2').some((card) => card.querySelector('.lb-jackpot-chip'))).toBe(true));
    expect(cardsOf('Game 1').length).toBeGreaterThan(0);
    expect(cardsOf('Game 1').some((card) => card.querySelector('.lb-jackpot-chip'))).toBe(false);
    expect(document.querySelector('.lb-total-jackpot')?.textContent).not.toMatch(/\$5,800/);
  });

  it('elsewhere every jackpot shows, the slots with the rest', async () => {
    renderApp({ deps: guestDeps({ getGames: vi.fn(async () => catalog()) }) });
    await waitFor(() => expect(document.querySelector('.lb-total-jackpot')?.textContent).toMatch(/\$5,800\.00/));
    await waitFor(() => expect(cardsOf('Game 1').some((card) => card.querySelector('.lb-jackpot-chip'))).toBe(true));
  });

  it('GGL: the jackpot games page lists no slot', async () => {
    renderApp({ route: '/jackpot-games', deps: market({ summary: Date.now(), tools: null }), profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(cardsOf('Game 2')).toHaveLength(1));
    expect(cardsOf('Game 1')).toHaveLength(0);
  });
});

describe('the game info panel', () => {
  it('opens from a card in a casino without a market, with what the catalog carries; no button for a game without any', async () => {
    renderApp({ deps: guestDeps({ getGames: vi.fn(async () => catalog()) }) });
    const [button] = await screen.findAllByRole('button', { name: 'Game info: Game 1' });
    expect(screen.queryAllByRole('button', { name: 'Game info: Game 3' })).toHaveLength(0);
    fireEvent.click(button as HTMLElement);
    await waitFor(() => expect(openDialog()?.getAttribute('aria-labelledby')).toBeTruthy());
    const dialog = openDialog() as HTMLDialogElement;
    await waitFor(() => expect(dialog.textContent).toContain('Game info: Game 1'));
    expect(dialog.textContent).toContain('96.20 %');
    expect(dialog.textContent).toContain('High');
    expect(dialog.textContent).toContain('Free Spins');
    expect(dialog.textContent).not.toContain('Chance of the top win');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('GGL: RTP and the top win on the play screen itself, and the panel from its header with the top win', async () => {
    const deps = market({ summary: Date.now(), tools: null });
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(document.querySelector('.lb-game-odds')?.textContent).toContain('96.20 %'));
    expect(document.querySelector('.lb-game-odds')?.textContent).toContain('1 in 20\u202f000\u202f000 rounds');
    fireEvent.click(screen.getByRole('button', { name: 'Game info' }));
    await waitFor(() => expect(openDialog()?.textContent).toContain('Chance of the top win'));
  });

  it('UKGC: no odds on the play screen, the panel still from its header', async () => {
    const deps = market({ summary: null, tools: null });
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'ukgc' } });
    await screen.findByTitle(/Game 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Game info' }));
    await waitFor(() => expect(openDialog()?.textContent).toContain('96.20 %'));
    expect(document.querySelector('.lb-game-odds')).toBeNull();
  });
});

describe('before play', () => {
  it('GGL: over 24 hours since the last summary, it shows before the game, which starts once it is acknowledged', async () => {
    // Acknowledged after this login, 25 hours ago: nothing after login, the summary before play.
    const deps = market({ summary: Date.now() - 25 * HOUR, tools: null }, 26);
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(openDialog()?.textContent).toContain('Your activity in the last 30 days'));
    await waitFor(() => expect(openDialog()?.textContent).toContain('Stakes'));
    expect(deps.api.launchGame).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(deps.api.launchGame).toHaveBeenCalledTimes(1));
    expect(deps.api.acknowledge).toHaveBeenCalledWith('summary');
    expect(await screen.findByTitle(/Game 1/)).toBeTruthy();
    expect(openDialog()).toBeNull();
  });

  it('GGL: within 24 hours of the last summary the game starts at once, and the lobby shows no summary', async () => {
    const deps = market({ summary: Date.now() - 23 * HOUR, tools: null }, 26);
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(deps.api.launchGame).toHaveBeenCalledTimes(1));
    expect(openDialog()).toBeNull();
  });

  it('MGA: the tools popup after registration and before the first game, with where each tool is; acknowledged once', async () => {
    const deps = market({ summary: null, tools: null });
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'mga' } });
    await waitFor(() => expect(openDialog()?.textContent).toContain('Your protection tools'));
    const hrefs = [...(openDialog() as Element).querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dashboard/limits',
      '/dashboard/limits#reality-check',
      '/dashboard/break',
      '/dashboard/self-exclusion',
      '/dashboard/history',
    ]);
    expect(deps.api.launchGame).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(deps.api.launchGame).toHaveBeenCalledTimes(1));
    expect(deps.api.acknowledge).toHaveBeenCalledWith('tools');
    expect(document.querySelector('dialog[open] .lb-tools-list')).toBeNull();
  });

  it('MGA: the tools popup over the lobby after login, and not once acknowledged', async () => {
    renderApp({ deps: market({ summary: null, tools: null }), profile: { jurisdiction: 'mga' } });
    await waitFor(() => expect(openDialog()?.textContent).toContain('Your protection tools'));
    cleanup();
    const deps = market({ summary: null, tools: Date.now() - 400 * 24 * HOUR });
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'mga' } });
    await waitFor(() => expect(deps.api.launchGame).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.lb-tools-list')).toBeNull();
  });

  it('GGL with a controller without the calls: the game starts', async () => {
    const deps = playerDeps({ getGames: vi.fn(async () => catalog()), launchGame: vi.fn(async () => launched) });
    renderApp({ route: '/play/game-1', deps, profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(deps.api.launchGame).toHaveBeenCalledTimes(1));
  });
});
