import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { InboxBell } from './inbox-bell.tsx';

const meta = preview.meta({
  title: 'Shell/InboxBell',
  component: InboxBell,
  args: { unreadCount: 3, href: '/dashboard/messagecenter' },
  parameters: { layout: 'centered' },
});

export const SomeUnread = meta.story({
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Inbox, 3 unread' });
    await expect(bell).toHaveTextContent('3');
    await expect(bell).toHaveAttribute('href', '/dashboard/messagecenter');
  },
});

export const NoneUnread = meta.story({
  args: { unreadCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.lb-bell__badge')).toBeNull();
  },
});

export const NinetyNine = meta.story({
  args: { unreadCount: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 99 unread' })).toHaveTextContent('99');
  },
});

export const OverNinetyNine = meta.story({
  args: { unreadCount: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 99+ unread' })).toHaveTextContent('99+');
  },
});

export const BadCount = meta.story({
  tags: ['test-only'],
  args: { unreadCount: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  },
});
