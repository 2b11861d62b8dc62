import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { defaultLobbyOptions } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';

// The rows' chunk arrives when the test says so.
const rowsCode = await vi.hoisted(async () => (await import('../../testing/held-back.ts')).heldBack());
vi.mock('./home-rows.ts', async (importOriginal) => {
  await rowsCode.arrived;
  return importOriginal();
});

afterEach(cleanup);

describe('home page, while the rows’ code is on its way', () => {
  it('keeps every row as placeholders with the catalog there, and fills the same rows when the code arrives', async () => {
    renderApp({ deps: guestDeps() });
    const heading = await screen.findByRole('heading', { level: 2, name: 'New games' });
    const newGames = heading.closest('section') as HTMLElement;
    expect(within(newGames).getAllByTestId('card-placeholder')).toHaveLength(defaultLobbyOptions.homeSectionSize);
    expect(newGames.getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Total jackpot' })).getByText('---')).toBeTruthy();
    rowsCode.arrive();
    await waitFor(() => expect(within(newGames).queryAllByTestId('card-placeholder')).toHaveLength(0));
    expect(within(newGames).getByRole('link', { name: 'Game 2' })).toBeTruthy();
    // The same row element: its heading was not mounted again.
    expect(screen.getByRole('heading', { level: 2, name: 'New games' })).toBe(heading);
  });
});
