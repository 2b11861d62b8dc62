import type { EarlyHero } from '@lobby/casino-core';
import type { Promotions } from '@lobby/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../testing/render-app.tsx';
import { earlyHero, testRegularPromo } from '@lobby/casino-core/testing';

// What index.html's starter left, as the app's dependencies hand it over.
let early: EarlyHero | null = null;
const EARLY = { image: 'https://cdn.example/early-reload.png', title: 'Weekend reload' };

afterEach(() => {
  cleanup();
  early = null;
});

/** What index.html's starter leaves when its worker found `banner` for `heroPromoId`. */
function leaveEarlyHero(banner: typeof EARLY | null, heroPromoId: string | null = null) {
  early = earlyHero(Promise.resolve({ banner, heroPromoId }));
}

/** A guest's dependencies with what the page's starter left. */
const startedDeps = (...args: Parameters<typeof guestDeps>) => guestDeps(args[0], { earlyHero: early, ...args[1] }, args[2]);

const never = () => new Promise<never>(() => undefined);

describe('the hero banner the page read early (a first visit to the home)', () => {
  it('shows atop the loading screen, at the hero size, while the configuration loads', async () => {
    leaveEarlyHero(EARLY);
    renderApp({ deps: startedDeps({ getConfig: vi.fn(never) }) });
    const hero = await screen.findByRole('region', { name: EARLY.title });
    expect(hero.closest('.lb-loading--hero')).not.toBeNull();
    const picture = hero.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(EARLY.image);
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['1200', '400']);
    expect(screen.getByText('Loading the lobby…')).toBeTruthy();
  });

  it("keeps the hero's box in the loading screen while the page's answer is on its way, then shows the banner there", async () => {
    let answer: (value: unknown) => void = () => undefined;
    early = earlyHero(new Promise((resolve) => (answer = resolve)));
    renderApp({ deps: startedDeps({ getConfig: vi.fn(never) }) });
    expect(await screen.findByText('Loading the lobby…')).toBeTruthy();
    const box = document.querySelector('.lb-loading--hero [data-testid="hero-placeholder"]');
    expect(box).not.toBeNull();
    answer({ banner: EARLY, heroPromoId: null });
    const hero = await screen.findByRole('region', { name: EARLY.title });
    expect(hero.closest('.lb-loading--hero')).not.toBeNull();
    expect(document.querySelector('[data-testid="hero-placeholder"]')).toBeNull();
    // The call to action's place is kept, so the banner does not grow when the button comes.
    expect(hero.querySelector('.lb-hero__cta-placeholder')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("stays in the hero's place until the promotions answer, then the banner comes with its call to action", async () => {
    leaveEarlyHero(EARLY);
    let answer: (value: Promotions) => void = () => undefined;
    const getPromos = vi.fn(() => new Promise<Promotions>((resolve) => (answer = resolve)));
    renderApp({ deps: startedDeps({ getPromos }) });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeTruthy();
    const early = await screen.findByRole('region', { name: EARLY.title }, { timeout: 20_000 });
    expect(early.closest('main')).not.toBeNull();
    expect(early.querySelector('a')).toBeNull();
    answer({ custom_promos: [], regular_promos: [testRegularPromo('reload', 'Weekend reload', EARLY.image)], category: null });
    const link = await screen.findByRole('link', { name: 'See offers' }, { timeout: 20_000 });
    expect(link.closest('section')?.querySelector('img')?.getAttribute('src')).toBe(EARLY.image);
  });

  it.each([
    ['it found none', () => leaveEarlyHero(null)],
    ['it was picked for another hero promo than the profile says', () => leaveEarlyHero(EARLY, 'another')],
    ['the page left nothing', () => undefined],
  ])('the loading screen shows no banner when %s', async (_label, leave) => {
    leave();
    renderApp({ deps: startedDeps({ getConfig: vi.fn(never) }) });
    expect(await screen.findByText('Loading the lobby…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: EARLY.title })).toBeNull();
    expect(document.querySelector('.lb-loading--hero')).toBeNull();
  });

  it('is not shown in the loading screen of a casino that hides the home hero', async () => {
    leaveEarlyHero(EARLY);
    renderApp({ deps: startedDeps({ getConfig: vi.fn(never) }), slots: { HomeHero: null } });
    expect(await screen.findByText('Loading the lobby…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: EARLY.title })).toBeNull();
    expect(document.querySelector('.lb-loading--hero')).toBeNull();
  });

  it('is not shown away from the home', async () => {
    leaveEarlyHero(EARLY);
    renderApp({ route: '/jackpot-games', deps: startedDeps({ getGames: vi.fn(never) }) });
    expect(await screen.findByText('Loading the lobby…', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: EARLY.title })).toBeNull();
  });
});
