import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { AccountOverview } from './account-overview.tsx';
import type { AccountOverviewProps } from './account-overview.tsx';

const meta = preview.meta({
  title: 'Rewards/AccountOverview',
  component: AccountOverview,
  args: {
    firstName: 'Valentina',
    classDisplayName: 'VIP Gold',
    vipLevel: 3,
    currency: 'USD',
    balances: [
      { kind: 'balance', amount: 18450.75 },
      { kind: 'real', amount: 17950.75 },
      { kind: 'bonus', amount: 500 },
      { kind: 'withdrawable', amount: 17950.75 },
      { kind: 'playthrough', amount: 1200 },
      { kind: 'comppoints', amount: 98700 },
    ],
    links: [
      { kind: 'dailyfreespins', href: '/dashboard/loyalty/dailyfreespins' },
      { kind: 'messages', href: '/dashboard/messagecenter' },
      { kind: 'loyalty', href: '/dashboard/loyalty' },
      { kind: 'referral', href: '/site/refer-a-friend' },
      { kind: 'cashier', href: '/site/cashier' },
      { kind: 'withdraw', href: '/site/cashier?withdraw' },
      { kind: 'profile', href: '/site/profile' },
    ],
  } satisfies Partial<AccountOverviewProps>,
});

export const Vip = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hello, Valentina')).toBeVisible();
    await expect(canvas.getByText('VIP level 3')).toBeVisible();
    await expect(canvas.getByText('$18,450.75')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daily free spins' })).toHaveAttribute('href', '/dashboard/loyalty/dailyfreespins');
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
  },
});

/** A null balance is unknown to the server: ---; VIP level 0 is not shown. */
export const UnknownBalances = meta.story({
  args: {
    firstName: 'Nora',
    classDisplayName: 'New Player',
    vipLevel: 0,
    balances: [
      { kind: 'balance', amount: 12.5 },
      { kind: 'comppoints', amount: null },
      { kind: 'bonus', amount: null },
    ],
    links: [{ kind: 'cashier', href: '/site/cashier' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/VIP level/)).toBeNull();
    await expect(canvas.getAllByText('---')).toHaveLength(2);
  },
});

/** A regular player's class is a brand-tinted chip, not the red of alerts and counts. */
export const RegularClass = meta.story({
  args: { firstName: 'Sam', classDisplayName: 'Regular', vipLevel: 0 },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText('Regular');
    const probe = canvasElement.ownerDocument.createElement('span');
    probe.style.background = 'var(--lb-color-badge-bg)';
    canvasElement.append(probe);
    try {
      await expect(getComputedStyle(badge).backgroundColor).not.toBe(getComputedStyle(probe).backgroundColor);
      probe.style.background = 'var(--lb-color-nav-active-bg)';
      await expect(getComputedStyle(badge).backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
    } finally {
      probe.remove();
    }
  },
});
