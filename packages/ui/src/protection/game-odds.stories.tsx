import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { GameOdds } from './game-odds.tsx';

const meta = preview.meta({
  title: 'Protection/GameOdds',
  component: GameOdds,
  args: { rtp: 95.5, topWinProbability: 0.00000002 },
});

export const RtpAndTopWin = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return to player').nextElementSibling).toHaveTextContent('95.50 %');
    await expect(canvas.getByText('Chance of the top win').nextElementSibling).toHaveTextContent('1 in 50 000 000 rounds');
  },
});

export const RtpOnly = meta.story({
  args: { topWinProbability: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.queryByText('Chance of the top win')).toBeNull();
  },
});

export const NothingKnown = meta.story({
  args: { rtp: undefined, topWinProbability: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-odds')).toBeNull();
  },
});
