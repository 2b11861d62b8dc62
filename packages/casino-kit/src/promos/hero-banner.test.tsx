import type { RegularPromo } from '@lobby/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestDeps, renderApp } from '../testing/render-app.tsx';

afterEach(cleanup);

const promo = (id: string, title: string, image: string | null): RegularPromo => ({
  id,
  title,
  text: '<p>Offer.</p>',
  image,
  cta_link: '/promotions',
  cta_text: 'See offers',
  cta_attributes: '',
  terms: '',
  min_deposit: 0,
  schedule_values: null,
});

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
});
