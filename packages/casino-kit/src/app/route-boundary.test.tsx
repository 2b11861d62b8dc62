import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../testing/render-app.tsx';

// The themes page fails as it renders; the favorites page's code cannot be fetched.
vi.mock('../features/lobby/themes-page.tsx', () => ({
  ThemesPage: () => {
    throw new Error('the themes page broke');
  },
}));
vi.mock('../features/lobby/favorites-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/favorites-page.js');
});

afterEach(cleanup);

describe('a page that fails', () => {
  it('shows the lost page in the shell’s place, logs why once, and the way home shows the lobby again', async () => {
    const deps = guestDeps();
    const app = renderApp({ deps, route: '/themes' });
    expect(await screen.findByRole('heading', { name: 'Lost in the Shuffle' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    const failures = vi.mocked(deps.log).mock.calls.filter(([message]) => message === 'the page at /themes failed');
    expect(failures).toHaveLength(1);
    expect(String(failures[0]?.[1])).toContain('the themes page broke');

    fireEvent.click(screen.getByRole('link', { name: 'Back to homepage' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lost in the Shuffle' })).toBeNull();
  });

  it('says the connection was lost when the page’s code cannot be fetched', async () => {
    const deps = guestDeps();
    const app = renderApp({ deps, route: '/favorites' });
    expect(await screen.findByRole('heading', { name: 'The connection was lost' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(app.navigation.visits).toEqual(['reload']);
  });
});
