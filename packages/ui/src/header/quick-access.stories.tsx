import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PAGES } from '../stories/fixtures.ts';
import { CashierTooltip } from './cashier-tooltip.tsx';
import { QuickAccess } from './quick-access.tsx';

const meta = {
  title: 'Shell/QuickAccess',
  component: QuickAccess,
  args: {
    balance: 98765.43,
    currency: 'EUR',
    cashierHref: PAGES.cashier,
    unreadCount: 12,
    inboxHref: '/dashboard/messagecenter',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof QuickAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€98,765.43')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inbox, 12 unread' })).toBeInTheDocument();
  },
};

export const UnknownBalance: Story = { args: { balance: null } };

export const NoCashier: Story = { args: { cashierHref: undefined, unreadCount: 0 } };

export const WithTooltip: Story = {
  args: { balance: 2.5, cashierTooltip: <CashierTooltip cashierHref={PAGES.cashier} onClose={fn()} /> },
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 220, paddingLeft: 260 }}>
        <Story />
      </div>
    ),
  ],
};
