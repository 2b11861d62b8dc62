import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRegularPromo } from '@lobby/casino-core/testing';
import { guestDeps, renderApp } from '../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const hero = testRegularPromo('hero', 'Weekend reload', 'https://cdn.example/weekend.png');

function withHero() {
  return guestDeps({ getPromos: vi.fn(async () => ({ custom_promos: [], regular_promos: [hero], category: null })) });
}

/** The hero's picture, once the banner shows. */
async function heroPicture(): Promise<HTMLImageElement> {
  const banner = await screen.findByRole('region', { name: 'Weekend reload' });
  const image = banner.querySelector('img');
  if (!image) throw new Error('the hero banner has no picture');
  return image;
}

describe('the parts after the first screen', () => {
  it('ask for their calls only once the hero’s picture has loaded', async () => {
    const deps = withHero();
    const app = renderApp({ deps, profile: { options: { heroPictureMaxWaitMs: 60_000 } } });
    const picture = await heroPicture();
    // The sticky bars (every page) and the home's widgets row ask as they mount.
    await waitFor(() => expect(app.store.getState().session.heroPicture).toBe('loading'));
    expect(deps.api.getStickyBanner).not.toHaveBeenCalled();
    expect(deps.api.getWidgets).not.toHaveBeenCalled();
    expect(app.store.getState().session.firstScreenPainted).toBe(false);
    // The shell's extras (back-to-top, the install prompt) wait too. The notices' live region is
    // there from the first render, so that a screen reader announces the first notice added.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelector('.lb-back-to-top')).toBeNull();
    fireEvent.load(picture);
    await waitFor(() => expect(deps.api.getStickyBanner).toHaveBeenCalled());
    await waitFor(() => expect(deps.api.getWidgets).toHaveBeenCalled());
    expect(app.store.getState().session.firstScreenPainted).toBe(true);
    await waitFor(() => expect(document.querySelector('.lb-back-to-top')).not.toBeNull());
  });

  it('take a picture that fails to load as settled', async () => {
    const deps = withHero();
    const app = renderApp({ deps, profile: { options: { heroPictureMaxWaitMs: 60_000 } } });
    const picture = await heroPicture();
    await waitFor(() => expect(app.store.getState().session.heroPicture).toBe('loading'));
    expect(app.store.getState().session.firstScreenPainted).toBe(false);
    fireEvent.error(picture);
    await waitFor(() => expect(app.store.getState().session.firstScreenPainted).toBe(true));
    await waitFor(() => expect(deps.api.getStickyBanner).toHaveBeenCalled());
  });

  it('wait for a picture that does not come heroPictureMaxWaitMs at most', async () => {
    const deps = withHero();
    const app = renderApp({ deps, profile: { options: { heroPictureMaxWaitMs: 200 } } });
    await heroPicture();
    await waitFor(() => expect(deps.api.getStickyBanner).toHaveBeenCalled());
    expect(app.store.getState().session.heroPicture).toBe('loading');
  });

  it('come after the lobby’s first paint when there is no hero to wait for', async () => {
    const deps = guestDeps();
    const app = renderApp({ deps, profile: { options: { heroPictureMaxWaitMs: 60_000 } } });
    await waitFor(() => expect(deps.api.getStickyBanner).toHaveBeenCalled());
    expect(app.store.getState().session.heroPicture).toBe('settled');
    expect(screen.queryByRole('region', { name: 'Weekend reload' })).toBeNull();
  });

  it('come after the first paint on a page without a hero', async () => {
    const deps = withHero();
    const app = renderApp({ deps, route: '/all-games', profile: { options: { heroPictureMaxWaitMs: 60_000 } } });
    await waitFor(() => expect(deps.api.getStickyBanner).toHaveBeenCalled());
    expect(app.store.getState().session.heroPicture).toBe('none');
  });
});
