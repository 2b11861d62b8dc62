import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeShown } from '@lobby/casino-core';
import { testConfig, testPlayer } from '@lobby/casino-core/testing';
import { playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

async function shell(deps = playerDeps()) {
  const app = renderApp({ deps });
  await screen.findByRole('banner');
  // The notices come with the shell's extras, after the first screen.
  await screen.findByRole('region', { name: 'Notifications' });
  const region = () => within(screen.getByRole('region', { name: 'Notifications' }));
  return { app, region };
}

describe('notices', () => {
  it('word a win with the amount in the casino currency', async () => {
    const { app, region } = await shell();
    act(() => {
      app.store.dispatch(noticeShown('win', { amount: 150, currency: 'USD' }));
    });
    expect(await region().findByText('Nice win!')).toBeTruthy();
    expect(await region().findByText('You won $150.00 in your last game.')).toBeTruthy();
  });

  it('word a lose with a game to try next', async () => {
    const { app, region } = await shell();
    act(() => {
      app.store.dispatch(noticeShown('lose', { amount: 20, currency: 'USD', suggestion: 'Game 2' }));
    });
    expect(await region().findByText('That game cost you $20.00. Why not try Game 2 next?')).toBeTruthy();
  });

  it("name the minimum balance, or the casino's own wording of it", async () => {
    const { app, region } = await shell();
    act(() => {
      app.store.dispatch(noticeShown('lowbalance', { amount: 2, currency: 'USD' }));
    });
    expect(await region().findByText(/Your balance is \$2\.00, below the \$5\.00 you need/)).toBeTruthy();
    cleanup();
    const getConfig = vi.fn(async () => ({ casino: testConfig({ casino_id: 85, currency: 'EUR' }), player: testPlayer() }));
    const other = await shell(playerDeps({ getConfig }));
    act(() => {
      other.app.store.dispatch(noticeShown('lowbalance', { amount: 2, currency: 'EUR' }));
    });
    expect(await other.region().findByText(/below the 5 € you need/)).toBeTruthy();
  });

  it('go when dismissed', async () => {
    const { app, region } = await shell();
    act(() => {
      app.store.dispatch(noticeShown('favorite_add', { name: 'Game 1' }));
    });
    expect(await region().findByText('Game 1 is now in your favorites.')).toBeTruthy();
    fireEvent.click(region().getByRole('button', { name: 'Dismiss notification' }));
    // The toast may leave with its closing animation.
    await waitFor(() => expect(region().queryByText('Game 1 is now in your favorites.')).toBeNull());
    expect(app.store.getState().notifications.items).toEqual([]);
  });
});
