import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { ActivitySummaryPanel } from './activity-summary-panel.tsx';
import type { ActivitySummaryPanelProps } from './activity-summary-panel.tsx';
import { formatStoryDate, SUMMARY } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/ActivitySummaryPanel',
  component: ActivitySummaryPanel,
  args: {
    status: 'ready',
    summary: SUMMARY,
    formatDate: formatStoryDate,
    busy: false,
    onAcknowledge: fn(),
    onRetry: fn(),
  } satisfies Partial<ActivitySummaryPanelProps>,
});

export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your activity in the last 30 days' })).toBeVisible();
    await expect(canvas.getByText('Stakes').nextElementSibling).toHaveTextContent('€412.50');
    await expect(canvas.getByText('Wins').nextElementSibling).toHaveTextContent('€301.25');
    await expect(canvas.getByText('Losses').nextElementSibling).toHaveTextContent('€111.25');
    await userEvent.click(canvas.getByRole('button', { name: 'I have read this' }));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your activity');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Failed = meta.story({
  args: { status: 'error', summary: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Acknowledging = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'I have read this' })).toHaveAttribute('aria-busy', 'true');
  },
});
