import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameOdds } from './game-odds.tsx';

const meta = {
  title: 'Protection/GameOdds',
  component: GameOdds,
  args: { rtp: 95.5, topWinProbability: 0.00000002 },
} satisfies Meta<typeof GameOdds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RtpAndTopWin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return to player').nextElementSibling).toHaveTextContent('95.50 %');
    await expect(canvas.getByText('Chance of the top win').nextElementSibling).toHaveTextContent('1 in 50 000 000 rounds');
  },
};

export const RtpOnly: Story = {
  args: { topWinProbability: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.queryByText('Chance of the top win')).toBeNull();
  },
};

export const NothingKnown: Story = {
  args: { rtp: undefined, topWinProbability: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-odds')).toBeNull();
  },
};
