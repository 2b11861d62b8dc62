import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { DfsTeaser } from './dfs-teaser.tsx';
import type { DfsTeaserProps } from './dfs-teaser.tsx';

const meta = preview.meta({
  title: 'Rewards/DfsTeaser',
  component: DfsTeaser,
  args: { status: 'available', href: '/dashboard/loyalty/dailyfreespins' } satisfies Partial<DfsTeaserProps>,
});

export const Available = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', '/dashboard/loyalty/dailyfreespins');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

export const Claimed = meta.story({
  args: { status: 'claimed', countdown: { hours: 3, minutes: 2, seconds: 1, short: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('03 hours 02 minutes 01 seconds');
    await expect(canvas.getByRole('link', { name: 'See daily free spins' })).toBeVisible();
  },
});

export const Popup = meta.story({
  args: { onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Daily free spins' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});
