import type { GameOfTheMonth } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const GOTM: GameOfTheMonth = {
  id: 'gotm-1',
  title: 'Pharaoh’s Gold',
  image: 'https://cdn.example/gotm.png',
  description: '<p>Spin the sands.</p><img src="x" onerror="alert(1)">',
  cta: { label: 'Play now', link: '/play/pharaohs-gold' },
};

describe('the home game of the month', () => {
  it('asks a guest to log in and come back to the game', async () => {
    const app = renderApp({ deps: guestDeps({ getGameOfTheMonth: vi.fn(async () => GOTM) }) });
    const button = await screen.findByRole('button', { name: 'Play now' }, { timeout: 20_000 });
    expect(screen.getByText('Spin the sands.')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(app.navigation.visits).toContain('login /play/pharaohs-gold'));
  });

  it('shows under its heading, with View all leading to every game', async () => {
    renderApp({ deps: playerDeps({ getGameOfTheMonth: vi.fn(async () => GOTM) }) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Game of the month' }, { timeout: 20_000 });
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByRole('link', { name: 'View all: Game of the month' }).getAttribute('href')).toBe('/all-games');
    expect(section.getByRole('link', { name: 'Play now' })).toBeTruthy();
  });

  it('gives a player the link itself', async () => {
    renderApp({ deps: playerDeps({ getGameOfTheMonth: vi.fn(async () => GOTM) }) });
    const link = await screen.findByRole('link', { name: 'Play now' }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe('/play/pharaohs-gold');
  });
});
