import preview from '../../.storybook/preview.tsx';
import { expect, fn, within } from 'storybook/test';
import { AccountHistoryList } from './account-history-list.tsx';
import type { AccountHistoryListProps } from './account-history-list.tsx';
import { formatStoryDate, HISTORY } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/AccountHistoryList',
  component: AccountHistoryList,
  args: { status: 'ready', history: HISTORY, formatDate: formatStoryDate, onRetry: fn() } satisfies Partial<AccountHistoryListProps>,
});

export const Entries = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The last 3 months')).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByText('27 Nov 2026, 09:00')).toHaveAttribute('datetime', '2026-11-27T09:00:00.000Z');
    await expect(rows[1]).toHaveTextContent('Win · Lucky Sevens Deluxe');
    await expect(rows[1]).toHaveTextContent('£12.50');
  },
});

export const Empty = meta.story({
  args: { history: { months: 12, currency: 'EUR', entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing happened on your account in that time.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', history: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account history');
  },
});

export const Failed = meta.story({
  args: { status: 'error', history: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
