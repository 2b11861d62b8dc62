import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountHistoryList } from './account-history-list.tsx';
import { formatStoryDate, HISTORY } from './story-fixtures.ts';

const meta = {
  title: 'Protection/AccountHistoryList',
  component: AccountHistoryList,
  args: { status: 'ready', history: HISTORY, formatDate: formatStoryDate, onRetry: fn() },
} satisfies Meta<typeof AccountHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The last 3 months')).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByText('27 Nov 2026, 09:00')).toHaveAttribute('datetime', '2026-11-27T09:00:00.000Z');
    await expect(rows[1]).toHaveTextContent('Win · Lucky Sevens Deluxe');
    await expect(rows[1]).toHaveTextContent('£12.50');
  },
};

export const Empty: Story = {
  args: { history: { months: 12, currency: 'EUR', entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing happened on your account in that time.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', history: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account history');
  },
};

export const Failed: Story = {
  args: { status: 'error', history: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
