import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DfsTeaser } from './dfs-teaser.tsx';

const meta = {
  title: 'Rewards/DfsTeaser',
  component: DfsTeaser,
  args: { status: 'available', href: '/dashboard/loyalty/dailyfreespins' },
} satisfies Meta<typeof DfsTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', '/dashboard/loyalty/dailyfreespins');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Claimed: Story = {
  args: { status: 'claimed', countdown: { hours: 3, minutes: 2, seconds: 1, short: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('03 hours 02 minutes 01 seconds');
    await expect(canvas.getByRole('link', { name: 'See daily free spins' })).toBeVisible();
  },
};

export const Popup: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Daily free spins' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
