import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { ReferralLink } from './referral-link.tsx';
import type { ReferralLinkProps } from './referral-link.tsx';

const meta = preview.meta({
  title: 'Rewards/ReferralLink',
  component: ReferralLink,
  args: {
    status: 'ready',
    url: 'https://casino.example/site/signup?raf=REG0002',
    page: '/site/refer-a-friend',
    copied: false,
    onCopy: fn(),
    onRetry: fn(),
  } satisfies Partial<ReferralLinkProps>,
});

export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Your referral link')).toHaveValue('https://casino.example/site/signup?raf=REG0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
});

export const Copied = meta.story({
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your referral link…');
  },
});

export const Failed = meta.story({
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your referral link could not be loaded.');
  },
});
