import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../../testing/render-app.tsx';
import { testRegularPromo } from '@lobby/casino-core/testing';

afterEach(() => {
  cleanup();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** The pictures the page asked the browser to fetch ahead, by address. */
const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

const promo = testRegularPromo;

const promos = [
  promo('video', 'Video promo', 'https://cdn.example/spin.mp4'),
  promo('first', 'First pictured', 'https://cdn.example/first.png'),
  promo('chosen', 'Chosen pictured', 'https://cdn.example/chosen.png'),
];

function deps() {
  return guestDeps({ getPromos: vi.fn(async () => ({ custom_promos: [], regular_promos: promos, category: null })) });
}

describe('the home hero banner', () => {
  it('shows the first regular promo with a picture, sized so nothing shifts', async () => {
    renderApp({ deps: deps() });
    const hero = await screen.findByRole('region', { name: 'First pictured' }, { timeout: 20_000 });
    const image = hero.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example/first.png');
    expect(image?.getAttribute('width')).toBe('1200');
    expect(image?.getAttribute('height')).toBe('400');
  });

  it("shows the casino's configured promo when it has a picture", async () => {
    renderApp({ deps: deps(), profile: { heroPromoId: 'chosen' } });
    expect(await screen.findByRole('region', { name: 'Chosen pictured' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First pictured' })).toBeNull();
  });

  it('asks for the promotions once the configuration is in and preloads the hero picture with high priority', async () => {
    // Addresses of its own: React preloads an address once per document.
    const early = [
      promo('early', 'Early pictured', 'https://cdn.example/early.png'),
      promo('later', 'Later', 'https://cdn.example/later.png'),
    ];
    const gotPromos = guestDeps({ getPromos: vi.fn(async () => ({ custom_promos: [], regular_promos: early, category: null })) });
    renderApp({ deps: gotPromos, profile: { heroPromoId: 'later' } });
    await waitFor(() => expect(preloadedImages()).toEqual(['https://cdn.example/later.png']), { timeout: 20_000 });
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(gotPromos.api.getPromos).toHaveBeenCalledTimes(1);
    // The hero's own query finds that answer: still one request once the banner shows.
    expect(await screen.findByRole('region', { name: 'Later' }, { timeout: 20_000 })).toBeTruthy();
    expect(gotPromos.api.getPromos).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing where the casino hides the hero, nor away from the home', async () => {
    // Addresses no other test preloads: React preloads an address once per document.
    const unseen = () =>
      guestDeps({
        getPromos: vi.fn(async () => ({
          custom_promos: [],
          regular_promos: [promo('unseen', 'Unseen', 'https://cdn.example/unseen.png')],
          category: null,
        })),
      });
    const hidden = unseen();
    renderApp({ deps: hidden, slots: { HomeHero: null } });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeTruthy();
    cleanup();
    const elsewhere = unseen();
    renderApp({ deps: elsewhere, route: '/all-games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Games' }, { timeout: 20_000 })).toBeTruthy();
    expect(preloadedImages()).toEqual([]);
    expect(elsewhere.api.getPromos).not.toHaveBeenCalled();
  });
});
