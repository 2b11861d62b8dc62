import { ControllerError } from '@lobby/api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@lobby/casino-core/testing';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';
import { selectConfig } from '@lobby/casino-core';

afterEach(cleanup);

const failing = (error: ControllerError) => vi.fn().mockRejectedValueOnce(error).mockResolvedValue({ casino: testConfig(), player: null });

describe('boot gate', () => {
  it('names the casino while loading', async () => {
    renderApp({
      deps: guestDeps({ getConfig: vi.fn(() => new Promise<never>(() => undefined)) }),
      profile: { displayName: 'Star Casino' },
    });
    expect(await screen.findByText('Star Casino')).toBeTruthy();
    expect(screen.getByText('Loading the lobby…')).toBeTruthy();
  });

  it("says the connection is slow once the profile's slowBootMs has passed", async () => {
    renderApp({
      deps: guestDeps({ getConfig: vi.fn(() => new Promise<never>(() => undefined)) }),
      profile: { options: { slowBootMs: 50 } },
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('The connection is slow'), { timeout: 10_000 });
  });

  it('keeps that name when the configuration arrives before the games', async () => {
    const app = renderApp({
      route: '/jackpot-games',
      deps: guestDeps({ getGames: vi.fn(() => new Promise<never>(() => undefined)) }),
      profile: { displayName: 'Star Casino' },
    });
    await vi.waitFor(() => expect(selectConfig(app.store.getState())?.casino_name).toBe('Test Casino'));
    // The loading screen shows once the route's code is in, which a cold machine may take a while for.
    expect(await screen.findByText('Star Casino', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Test Casino')).toBeNull();
  });

  it.each([
    [
      'an unreachable controller',
      new ControllerError({ kind: 'http', action: 'getconfig', message: 'http', status: 503 }),
      false,
      'We can’t reach the casino',
    ],
    [
      'a garbled answer',
      new ControllerError({ kind: 'decode', action: 'getconfig', message: 'decode' }),
      false,
      'Something went wrong on our side',
    ],
    ['a browser offline', new ControllerError({ kind: 'network', action: 'getconfig', message: 'network' }), true, 'You are offline'],
  ])('explains %s, and Try again loads the lobby', async (_label, error, offline, title) => {
    renderApp({ deps: guestDeps({ getConfig: failing(error) }, { isOffline: () => offline }) });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Casino' })).toBeTruthy();
  });

  it('refuses a controller of the other variant', async () => {
    const getConfig = vi.fn(async () => ({ casino: testConfig({ is_fusion: false }), player: null }));
    renderApp({ deps: guestDeps({ getConfig }) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on our side' })).toBeTruthy();
  });
});
