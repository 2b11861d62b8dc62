import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActivitySummaryPanel } from './activity-summary-panel.tsx';
import { formatStoryDate, SUMMARY } from './story-fixtures.ts';

const meta = {
  title: 'Protection/ActivitySummaryPanel',
  component: ActivitySummaryPanel,
  args: { status: 'ready', summary: SUMMARY, formatDate: formatStoryDate, busy: false, onAcknowledge: fn(), onRetry: fn() },
} satisfies Meta<typeof ActivitySummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your activity in the last 30 days' })).toBeVisible();
    await expect(canvas.getByText('Stakes').nextElementSibling).toHaveTextContent('€412.50');
    await expect(canvas.getByText('Wins').nextElementSibling).toHaveTextContent('€301.25');
    await expect(canvas.getByText('Losses').nextElementSibling).toHaveTextContent('€111.25');
    await userEvent.click(canvas.getByRole('button', { name: 'I have read this' }));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your activity');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', summary: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Acknowledging: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'I have read this' })).toHaveAttribute('aria-busy', 'true');
  },
};
