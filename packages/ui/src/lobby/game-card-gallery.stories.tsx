import preview from '../../.storybook/preview.tsx';
import type { CSSProperties } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  DEFAULT_THUMBNAIL,
  EMOJI_NAME,
  LONG_NAME,
  MISSING_DEFAULT_IMAGE,
  MISSING_IMAGE,
  RTL_NAME,
  STORY_GAMES,
} from '../stories/lobby-fixtures.ts';
import { GameCard } from './game-card.tsx';
import type { GameCardProps } from './game-card.tsx';
import './lobby.css';

const art = (index: number) => STORY_GAMES[index]?.thumbnail ?? DEFAULT_THUMBNAIL;
const favorite = (active: boolean, busy = false) => ({ active, busy, onToggle: fn() });

/** Every visual state of a card side by side, for review in both themes. */
const STATES: readonly (GameCardProps & { id: string })[] = [
  { id: 'guest', name: 'Golden Pharaoh', thumbnail: art(0), href: '/play/a', provider: 'Aurora Gaming' },
  {
    id: 'player',
    name: 'Lucky Sevens',
    thumbnail: art(1),
    href: '/play/b',
    provider: 'Crimson Reel',
    isNew: true,
    favorite: favorite(false),
  },
  { id: 'favorite', name: 'Aurora Riches', thumbnail: art(2), href: '/play/c', provider: 'Nebula Play', favorite: favorite(true) },
  { id: 'busy', name: 'Dragon Vault', thumbnail: art(3), href: '/play/d', provider: 'Royal Fox', favorite: favorite(true, true) },
  {
    id: 'pre',
    name: 'Midnight Roulette',
    thumbnail: art(4),
    href: '/play/e',
    provider: 'Velvet Dice',
    preRelease: true,
    demoHref: '/demo/e',
  },
  {
    id: 'jackpot',
    name: 'Wild Buffalo',
    thumbnail: art(6),
    href: '/play/f',
    provider: 'Gold Lantern',
    jackpot: { amount: 48_210, currency: 'USD' },
  },
  {
    id: 'multiplier',
    name: 'Neon Fruits',
    thumbnail: art(7),
    href: '/play/g',
    jackpot: { amount: 96_420, currency: 'USD', boost: { kind: 'multiplier', factor: 2 } },
  },
  {
    id: 'boosted',
    name: 'Pirate Plunder',
    thumbnail: art(8),
    href: '/play/h',
    jackpot: { amount: 12_500, currency: 'USD', boost: { kind: 'boosted', bonus: 500 } },
  },
  { id: 'locked', name: 'Mystic Wolf', thumbnail: art(9), href: '/play/i', provider: 'Nebula Play', locked: { onOpen: fn() } },
  { id: 'default-art', name: 'Diamond Empire', thumbnail: MISSING_IMAGE, fallbackThumbnail: DEFAULT_THUMBNAIL, href: '/play/j' },
  {
    id: 'initials',
    name: 'Samurai Spins',
    thumbnail: MISSING_IMAGE,
    fallbackThumbnail: MISSING_DEFAULT_IMAGE,
    href: '/play/k',
    provider: 'Royal Fox',
  },
  { id: 'long', name: LONG_NAME, thumbnail: null, href: '/play/l', provider: LONG_NAME },
  { id: 'rtl', name: RTL_NAME, thumbnail: art(10), href: '/play/m', provider: 'نجمة الصحراء', isNew: true },
  { id: 'emoji', name: EMOJI_NAME, thumbnail: null, href: '/play/n', favorite: favorite(false) },
];

function Gallery({ ratio }: { ratio: string }) {
  const style = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: 16,
    padding: 24,
    '--lb-card-ratio': ratio,
  } as CSSProperties;
  return (
    <ul style={{ ...style, margin: 0, listStyle: 'none' }} aria-label="Card states">
      {STATES.map(({ id, ...card }) => (
        <li key={id}>
          <GameCard {...card} />
        </li>
      ))}
    </ul>
  );
}

const meta = preview.meta({
  title: 'Lobby/GameCard/Gallery',
  component: Gallery,
  args: { ratio: '4 / 3' },
});

export const Landscape = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(STATES.length);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="thumb-placeholder"]')).toHaveLength(3));
    const heights = [...canvasElement.querySelectorAll('.lb-game-card__label')].map((label) => label.getBoundingClientRect().height);
    await expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    // A 300-character name or provider never widens its card past the column.
    for (const item of canvas.getAllByRole('listitem')) {
      const card = item.querySelector('.lb-game-card') as HTMLElement;
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(item.getBoundingClientRect().width + 0.5);
    }
  },
});

export const Portrait = meta.story({ args: { ratio: '3 / 4' } });
