import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { LAUNCHER_ITEMS } from '../stories/fixtures.ts';
import { BottomLauncher } from './bottom-launcher.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Navigation/BottomLauncher',
  component: BottomLauncher,
  args: { items: LAUNCHER_ITEMS, currentPath: '/' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [framed({ position: 'fixed', inset: 'auto 0 0 0' })],
});

export const OnSmallScreen = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /VIP/ })).toHaveAttribute('target', '_blank');
  },
});

export const OtherItemCurrent = meta.story({
  args: { currentPath: '/category/live-dealer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  },
});

export const ManyItems = meta.story({
  args: {
    items: [
      ...LAUNCHER_ITEMS,
      { id: 'fav', label: 'Favorites', action: '/favorites', icon: 'heart', ucc_internal: true },
      { id: 'tour', label: 'Tournaments', action: '/tournaments', icon: 'trophy', ucc_internal: true },
    ],
  },
});

export const HiddenOnWideScreens = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  },
});
