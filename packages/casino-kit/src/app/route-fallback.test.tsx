import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../testing/render-app.tsx';
import { selectCatalog } from '@lobby/casino-core';

// The list pages' chunk arrives when the test says so.
const listsCode = await vi.hoisted(async () => (await import('../testing/held-back.ts')).heldBack());
vi.mock('../features/lobby/list-pages.tsx', async (importOriginal) => {
  await listsCode.arrived;
  return importOriginal();
});

afterEach(cleanup);

describe('opened at a page whose code is still on its way', () => {
  it('shows the loading screen, not an empty page, once start-up is done, then the page', async () => {
    const { store } = renderApp({ deps: guestDeps(), route: '/all-games' });
    await waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(selectCatalog(store.getState())).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading the lobby');
    listsCode.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'All Games' })).toBeTruthy();
    expect(screen.queryByText(/Loading the lobby/)).toBeNull();
  });
});
