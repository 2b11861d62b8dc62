import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { type InboxItem, MessageCenterView } from './message-center.tsx';
import type { MessageCenterViewProps } from './message-center.tsx';

const MESSAGES: readonly InboxItem[] = [
  {
    id: 'm3',
    subject: 'Your weekly cashback has landed',
    date: '20 Nov 2026, 09:15',
    dateTime: '2026-11-20T14:15:00Z',
    unread: true,
    bodyHtml:
      '<p>Hi Rafael,</p><p>Your <strong>10% weekly cashback</strong> has been credited.</p><p><a href="/promotions">See this week’s promotions</a></p>',
  },
  {
    id: 'm2',
    subject: 'Deposit bonus: 50% up to $100 on every deposit of $20 or more this weekend, with a long subject that wraps',
    date: '19 Nov 2026, 10:15',
    unread: true,
    bodyHtml: '<table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>$20</td><td>$10</td></tr><tr><td>$200</td><td>$100</td></tr></table>',
  },
  { id: 'm1', subject: 'Responsible gaming reminder', date: null, unread: false, bodyHtml: '<p>Set deposit limits any time.</p>' },
];

const meta = preview.meta({
  title: 'Messages/MessageCenterView',
  component: MessageCenterView,
  args: {
    status: 'ready',
    messages: MESSAGES,
    unreadTotal: 2,
    lastImport: '20 Nov 2026, 07:30',
    onRetry: fn(),
    onRefresh: fn(),
  } satisfies Partial<MessageCenterViewProps>,
});

export const WithMessages = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('2 unread')).toBeVisible();
    await expect(canvas.getByText('Updated 20 Nov 2026, 07:30')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    const body = canvas.getByText(/weekly cashback/, { selector: 'strong' });
    await expect(body).not.toBeVisible();
    await userEvent.click(canvas.getByText('Your weekly cashback has landed'));
    await expect(body).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See this week’s promotions' })).toHaveAttribute('href', '/promotions');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
});

/** Each message is a native disclosure (`<summary>`): in the tab order, opened by Enter or Space. */
export const KeyboardReachesEachMessage = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.tab();
    const first = canvas.getByText('Your weekly cashback has landed').closest('summary');
    await expect(first).toHaveFocus();
    await expect(first?.parentElement?.tagName).toBe('DETAILS');
    await expect(canvas.getAllByRole('listitem').map((item) => item.querySelector('details > summary'))).not.toContain(null);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', messages: [], unreadTotal: 0, lastImport: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your messages…');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await expect(canvas.queryByText(/^Updated/)).toBeNull();
  },
});

export const Refreshing = meta.story({
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});

export const Failed = meta.story({
  args: { status: 'error', messages: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Empty = meta.story({
  args: { messages: [], unreadTotal: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No messages yet/)).toBeVisible();
    await expect(canvas.getByText('0 unread')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(/Deposit bonus/));
    await expectNoHorizontalScroll();
  },
});
