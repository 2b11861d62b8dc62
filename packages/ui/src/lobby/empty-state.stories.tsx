import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { EmptyState } from './empty-state.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/EmptyState',
  component: EmptyState,
  args: {
    icon: 'clock',
    title: 'No games played yet',
    text: 'The games you play show up here, most recent first, so you can jump back in.',
    action: { href: '/all-games', label: 'Browse games' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
});

export const WithAWayOn = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No games played yet' })).toBeVisible();
    await expect(canvas.getByText(/most recent first/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/all-games');
  },
});

export const WithoutAction = meta.story({
  args: { icon: 'trophy', title: 'No winners to show yet', text: 'Check back soon.', action: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No winners to show yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const LongRtlTitle = meta.story({
  args: { title: 'لم تلعب أي لعبة بعد، ابدأ الآن واكتشف ألعابنا 🎰'.repeat(3) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
});
