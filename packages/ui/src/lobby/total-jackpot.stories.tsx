import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TotalJackpot } from './total-jackpot.tsx';
import './lobby.css';

const meta = {
  title: 'Lobby/TotalJackpot',
  component: TotalJackpot,
  args: { amount: 12_845_330.25, currency: 'USD' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TotalJackpot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Total jackpot' })).toBeVisible();
    await expect(canvas.getByText('$12,845,330.25')).toBeVisible();
    const amount = canvasElement.querySelector('.lb-total-jackpot__amount') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(amount).animationName).toBe(reduced ? 'none' : 'lb-jackpot-shimmer');
  },
};

export const UnknownAmount: Story = {
  args: { amount: null, currency: 'EUR', label: 'Jackpots right now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Jackpots right now' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { amount: 9_999_999_999.99 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
