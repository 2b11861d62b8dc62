import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@lobby/casino-core/testing';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const NO_PROMOS = { custom_promos: [], regular_promos: [], category: null };

describe('the promotions page without promos', () => {
  it("hands over to the casino's own promotions page when it has one outside the app", async () => {
    const config = testConfig({
      pages: { signup: '/site/signup', cashier: '/site/cashier', promotions: 'https://casino.example/promotions' },
    });
    const app = renderApp({
      route: '/promotions',
      deps: guestDeps({ getConfig: vi.fn(async () => ({ casino: config, player: null })), getPromos: vi.fn(async () => NO_PROMOS) }),
    });
    await waitFor(() => expect(app.navigation.visits).toContain('page https://casino.example/promotions (replace)'), { timeout: 20_000 });
    expect(screen.queryByText('There are no promotions right now. Check back soon.')).toBeNull();
  });

  it('says there are none when the casino has no page of its own', async () => {
    renderApp({ route: '/promotions', deps: guestDeps({ getPromos: vi.fn(async () => NO_PROMOS) }) });
    expect(await screen.findByText('There are no promotions right now. Check back soon.', {}, { timeout: 20_000 })).toBeTruthy();
  });
});
