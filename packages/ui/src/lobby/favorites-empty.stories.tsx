import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { FavoritesEmpty } from './favorites-empty.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/FavoritesEmpty',
  component: FavoritesEmpty,
  args: { name: 'Alex', browseHref: '/all-games' },
  decorators: [framed({ padding: 24, maxWidth: 960 })],
});

export const Greeting = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Alex, you have no favorites yet' })).toBeVisible();
    await expect(canvas.getByText(/Tap the heart/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/all-games');
  },
});

export const WithoutName = meta.story({
  args: { name: '  ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You have no favorites yet' })).toBeVisible();
  },
});

export const LongRtlName = meta.story({
  args: { name: 'عبد الرحمن بن محمد الفارسي 🎰'.repeat(4) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
});
