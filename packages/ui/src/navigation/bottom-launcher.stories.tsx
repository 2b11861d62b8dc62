import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LAUNCHER_ITEMS } from '../stories/fixtures.ts';
import { BottomLauncher } from './bottom-launcher.tsx';
import { framed } from '../stories/framed.tsx';

const meta = {
  title: 'Navigation/BottomLauncher',
  component: BottomLauncher,
  args: { items: LAUNCHER_ITEMS, currentPath: '/' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [framed({ position: 'fixed', inset: 'auto 0 0 0' })],
} satisfies Meta<typeof BottomLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSmallScreen: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /VIP/ })).toHaveAttribute('target', '_blank');
  },
};

export const OtherItemCurrent: Story = {
  args: { currentPath: '/category/live-dealer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyItems: Story = {
  args: {
    items: [
      ...LAUNCHER_ITEMS,
      { id: 'fav', label: 'Favorites', action: '/favorites', icon: 'heart', ucc_internal: true },
      { id: 'tour', label: 'Tournaments', action: '/tournaments', icon: 'trophy', ucc_internal: true },
    ],
  },
};

export const HiddenOnWideScreens: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  },
};
