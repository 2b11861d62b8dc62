import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DepositButton } from './deposit-button.tsx';
import { formatStoryDate, STORY_NOW } from './story-fixtures.ts';

const meta = {
  title: 'Protection/DepositButton',
  component: DepositButton,
  args: { href: '/site/cashier', reachedUntil: null, formatDate: formatStoryDate },
} satisfies Meta<typeof DepositButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/site/cashier');
  },
};

export const LimitReached: Story = {
  args: { reachedUntil: STORY_NOW + 14 * 3_600_000, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Limit reached until 28 Nov 2026, 00:00' })).toBeDisabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
