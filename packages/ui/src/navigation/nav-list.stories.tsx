import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { NAV_ITEMS, PAGES } from '../stories/fixtures.ts';
import { NavList } from './nav-list.tsx';

const meta = preview.meta({
  title: 'Navigation/NavList',
  component: NavList,
  args: { items: NAV_ITEMS, pages: PAGES, currentPath: '/promotions', onNavigate: fn() },
  decorators: [
    (Story) => (
      <nav aria-label="Main navigation" style={{ width: 260, padding: 16 }}>
        <Story />
      </nav>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Slots' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
});

export const DuplicateIdsAndUnsafeLink = meta.story({
  tags: ['test-only'],
  args: {
    pages: {},
    items: [
      { id: 'x', label: 'Slots', action: '/category/online-slots', icon: 'slots', ucc_internal: true },
      { id: 'x', label: 'Slots again', action: '/category/slots', icon: 'slots', ucc_internal: true },
      { id: 'bad', label: 'Broken link', action: 'javascript:alert(1)', icon: 'alert', ucc_internal: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Broken link/ })).toHaveAttribute('href', '/');
  },
});

export const Empty = meta.story({ args: { items: [], pages: {} } });
