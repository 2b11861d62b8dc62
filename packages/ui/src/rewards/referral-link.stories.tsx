import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReferralLink } from './referral-link.tsx';

const meta = {
  title: 'Rewards/ReferralLink',
  component: ReferralLink,
  args: {
    status: 'ready',
    url: 'https://casino.example/site/signup?raf=REG0002',
    page: '/site/refer-a-friend',
    copied: false,
    onCopy: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReferralLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Your referral link')).toHaveValue('https://casino.example/site/signup?raf=REG0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your referral link…');
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your referral link could not be loaded.');
  },
};
