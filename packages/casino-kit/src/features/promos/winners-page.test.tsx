import type { Winner, Winners } from '@lobby/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const winner = (i: number, amount: number): Winner => ({
  username: `Pl***${i}`,
  game_name: `Game ${i}`,
  shortname: `game-${i}`,
  provider: 'acme',
  date: null,
  amount,
});

/** More rows than the home's ticker shows (4 to 7 a list), as the reference controller's 8 and 8. */
const WINNERS: Winners = {
  recent: Array.from({ length: 8 }, (_, i) => winner(i + 1, 100 + i)),
  top: Array.from({ length: 8 }, (_, i) => winner(i + 11, 9000 - i * 100)),
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the winners page', () => {
  it('lists every winner of the answer, recent and top', async () => {
    renderApp({ route: '/winners', deps: guestDeps({ getWinners: vi.fn(async () => WINNERS) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winners' }, { timeout: 20_000 })).toBeTruthy();
    const recent = await screen.findByRole('table', { name: 'Recent winners' });
    const top = screen.getByRole('table', { name: 'Top winners' });
    expect(rowsOf(recent)).toHaveLength(8);
    expect(rowsOf(top)).toHaveLength(8);
    expect(within(rowsOf(recent)[7] as HTMLElement).getByText('Game 8')).toBeTruthy();
    expect(within(rowsOf(top)[0] as HTMLElement).getByText('$9,000.00')).toBeTruthy();
  });

  it('shows one list when only one has winners', async () => {
    renderApp({ route: '/winners', deps: playerDeps({ getWinners: vi.fn(async () => ({ recent: [], top: WINNERS.top })) }) });
    expect(rowsOf(await screen.findByRole('table', { name: 'Top winners' }, { timeout: 20_000 }))).toHaveLength(8);
    expect(screen.queryByRole('table', { name: 'Recent winners' })).toBeNull();
  });

  it('says it is loading while the answer is on its way', async () => {
    renderApp({ route: '/winners', deps: guestDeps({ getWinners: vi.fn(() => new Promise<Winners>(() => undefined)) }) });
    expect(await screen.findByText('Loading the winners…', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are no winners yet', async () => {
    renderApp({ route: '/winners', deps: guestDeps({ getWinners: vi.fn(async () => ({ recent: [], top: [] })) }) });
    expect(await screen.findByText(/No winners to show yet/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the winners cannot be loaded, and Try again loads them', async () => {
    const getWinners = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(WINNERS);
    renderApp({ route: '/winners', deps: guestDeps({ getWinners }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('The winners could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await screen.findByRole('table', { name: 'Recent winners' }))).toHaveLength(8);
    expect(getWinners).toHaveBeenCalledTimes(2);
  });
});

describe('the home’s winners', () => {
  it('show under their heading, with View all leading to the winners page', async () => {
    renderApp({ deps: guestDeps({ getWinners: vi.fn(async () => WINNERS) }) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Winners' }, { timeout: 20_000 });
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByRole('link', { name: 'View all: Winners' }).getAttribute('href')).toBe('/winners');
    // The ticker shows the first rows only; the page, all of them.
    expect(rowsOf(section.getByRole('table', { name: 'Recent winners' })).length).toBeLessThan(8);
  });
});
