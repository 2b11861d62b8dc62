import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';

// The rows' chunk cannot be fetched: what a browser says when a dynamic import fails.
vi.mock('./home-rows.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/home-rows.js');
});

afterEach(cleanup);

describe('home page, when the rows’ code cannot be fetched', () => {
  it('says the connection was lost and offers to try again, instead of placeholders that never fill', async () => {
    renderApp({ deps: guestDeps() });
    expect(await screen.findByRole('heading', { name: 'The connection was lost' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.queryByTestId('card-placeholder')).toBeNull();
  });
});
