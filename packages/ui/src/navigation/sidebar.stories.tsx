import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { NAV_ITEMS, PAGES } from '../stories/fixtures.ts';
import { Sidebar } from './sidebar.tsx';
import type { SidebarProps } from './sidebar.tsx';

/** Keeps the collapsed state as the app would, reporting each change. */
function SidebarDemo(args: SidebarProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  const change = (next: boolean) => {
    args.onCollapsedChange(next);
    setCollapsed(next);
  };
  return (
    <div style={{ height: 680 }}>
      <Sidebar {...args} collapsed={collapsed} onCollapsedChange={change} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Navigation/Sidebar',
  component: Sidebar,
  render: (args) => <SidebarDemo {...args} />,
  args: {
    items: NAV_ITEMS,
    pages: PAGES,
    currentPath: '/category/online-slots',
    collapsed: false,
    onCollapsedChange: fn(),
  },
});

export const Expanded = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Lobby' })).not.toHaveAttribute('aria-current');
    const help = canvas.getByRole('link', { name: /Help Centre/ });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Icons only now, but every link keeps its name.
    await expect(canvas.getByRole('link', { name: 'Slots' })).toBeInTheDocument();
  },
});

export const Collapsed = meta.story({
  args: { collapsed: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'VIP program' })).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
});

export const WithoutPageLinks = meta.story({
  args: { pages: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Cashier' })).toBeNull();
  },
});

export const OnlySignupPage = meta.story({
  args: { pages: { signup: PAGES.signup }, currentPath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'VIP program' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
  },
});

export const LongLabels = meta.story({
  args: {
    items: [
      ...NAV_ITEMS.slice(0, 2),
      {
        id: 'long',
        label: 'Progressive Jackpot Tournaments of the Month with Extra Prizes',
        action: '/tournaments',
        icon: 'trophy',
        ucc_internal: true,
      },
      { id: 'odd', label: 'Mystery', action: '/subgroup/mystery', icon: 'not-configured', ucc_internal: true },
    ],
  },
});
