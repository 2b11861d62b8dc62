import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

describe('the dfs home widget', () => {
  it('shows a player who may claim the invitation to claim', async () => {
    renderApp({ deps: playerDeps({ getWidgets: vi.fn(async () => ['dfs' as const]) }) });
    expect(await screen.findByText('Your daily free spins are waiting. Claim them now!', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('asks for the daily free spins flags again when the start-up request failed', async () => {
    const getDfsFlags = vi
      .fn()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValue({ dfs: true, dfs_popup: false, dfs_spinwheel: false });
    const app = renderApp({ deps: playerDeps({ getWidgets: vi.fn(async () => ['dfs' as const]), getDfsFlags }) });
    expect(await screen.findByText('Your daily free spins are waiting. Claim them now!', {}, { timeout: 20_000 })).toBeTruthy();
    expect(getDfsFlags).toHaveBeenCalledTimes(2);
    expect(app.api.getDailyFreeSpins).toHaveBeenCalled();
  });

  it('shows nothing when the casino has no daily free spins', async () => {
    const getDfsFlags = vi.fn(async () => ({ dfs: false, dfs_popup: false, dfs_spinwheel: false }));
    const app = renderApp({ deps: playerDeps({ getWidgets: vi.fn(async () => ['dfs' as const, 'escapepod' as const]), getDfsFlags }) });
    await screen.findByRole('region', { name: 'Featured' }, { timeout: 20_000 });
    expect(screen.queryByText(/daily free spins/i)).toBeNull();
    expect(app.api.getDailyFreeSpins).not.toHaveBeenCalled();
  });
});
