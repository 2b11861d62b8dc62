import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { DfsRedeemResult } from './dfs-redeem-result.tsx';
import type { DfsRedeemResultProps } from './dfs-redeem-result.tsx';

const meta = preview.meta({
  title: 'Rewards/DfsRedeemResult',
  component: DfsRedeemResult,
  args: { outcome: 'redeeming' } satisfies Partial<DfsRedeemResultProps>,
});

export const Redeeming = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Claiming your free spins…');
  },
});

export const Success = meta.story({
  args: {
    outcome: 'success',
    spins: 30,
    gameName: 'Wild West Gold Rush',
    gameImage: null,
    gameHref: '/play/wild-west-gold-rush',
    message: '30 free spins are waiting for you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your free spins are ready' })).toBeVisible();
    await expect(canvas.getByText('30 free spins on Wild West Gold Rush')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/play/wild-west-gold-rush');
  },
});

export const Refused = meta.story({
  args: { outcome: 'refused', responseMessage: 'The coupon service is unavailable. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Redeem failed. The coupon service is unavailable. Please try again later.');
  },
});

export const CallFailed = meta.story({
  args: { outcome: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
});
