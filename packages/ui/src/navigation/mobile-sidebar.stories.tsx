import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { Icon } from '../icon/icon.tsx';
import { NAV_ITEMS, PAGES, PLAYER, PLAYER_DETAILED, PLAYER_LINKS } from '../stories/fixtures.ts';
import { MobileSidebar } from './mobile-sidebar.tsx';
import type { MobileSidebarProps } from './mobile-sidebar.tsx';
import { withOpener } from '../stories/with-opener.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { escapeClosesAndReturnsFocus } from '../stories/overlay-plays.ts';

/** A menu button and the drawer, with the open state held as the app would. */
const DrawerDemo = withOpener(MobileSidebar, 'Open menu', {
  button: { variant: 'secondary', icon: <Icon name="menu" /> },
  padding: 16,
  expands: true,
});

const meta = preview.meta({
  title: 'Navigation/MobileSidebar',
  component: MobileSidebar,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    items: NAV_ITEMS,
    pages: { signup: PAGES.signup },
    currentPath: '/',
    language: 'en',
    onLanguageChange: fn(),
    theme: 'light',
    onThemeChange: fn(),
  } satisfies Partial<MobileSidebarProps>,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
});

export const OpensAndEscapeCloses = meta.story({
  tags: ['test-only'],
  play: escapeClosesAndReturnsFocus('Open menu', 'Menu'),
});

export const SettingsCallBack = meta.story({
  tags: ['test-only'],
  args: { open: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Español' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
});

export const FollowingALinkCloses = meta.story({
  tags: ['test-only'],
  args: { open: true },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Promotions' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvasElement.querySelector('dialog')).not.toHaveAttribute('open'));
  },
});

export const GuestOpen = meta.story({
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Your account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
  },
});

export const PlayerOpen = meta.story({
  args: {
    open: true,
    player: PLAYER_DETAILED,
    playerLinks: PLAYER_LINKS,
    pages: PAGES,
    currentPath: '/promotions',
    language: 'de',
    theme: 'dark',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Your account' });
    await expect(box).toHaveTextContent('Alex Morgan');
    await expect(box).toHaveTextContent('Gold VIP');
    await expect(box).toHaveTextContent('$1,250.50');
  },
});

export const OpenAt320 = meta.story({
  args: { open: true, player: PLAYER, pages: PAGES },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
