import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { LoyaltyView } from './loyalty-view.tsx';
import type { LoyaltyViewProps } from './loyalty-view.tsx';

const meta = preview.meta({
  title: 'Rewards/LoyaltyView',
  component: LoyaltyView,
  args: {
    status: 'ready',
    texts: {
      title: 'Loyalty Club',
      intro: 'Every real-money bet earns comp points.',
      levels: { bronze: 'Bronze: 5% weekly cashback', gold: 'Gold: 12% weekly cashback and a personal host' },
    },
    onRetry: fn(),
  } satisfies Partial<LoyaltyViewProps>,
});

export const Ready = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Loyalty Club' })).toBeVisible();
    await expect(canvas.getByText('Gold: 12% weekly cashback and a personal host')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', texts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the loyalty programme…');
  },
});

export const Failed = meta.story({
  args: { status: 'error', texts: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
