import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { GameInfoPanel } from './game-info-panel.tsx';
import type { GameInfoPanelProps } from './game-info-panel.tsx';

const meta = preview.meta({
  title: 'Protection/GameInfoPanel',
  component: GameInfoPanel,
  args: {
    game: { rtp: 96.2, volatility: 'high', max_win: 5000, top_win_probability: 0.00000005 },
    features: ['Free spins', 'Bonus buy'],
    showTopWin: false,
  } satisfies Partial<GameInfoPanelProps>,
});

export const Full = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return to player').nextElementSibling).toHaveTextContent('96.20 %');
    await expect(canvas.getByText('Volatility').nextElementSibling).toHaveTextContent('High');
    await expect(canvas.getByText('Maximum win').nextElementSibling).toHaveTextContent('5000 × stake');
    await expect(canvas.getByText('Features').nextElementSibling).toHaveTextContent('Free spins, Bonus buy');
    await expect(canvas.queryByText('Chance of the top win')).toBeNull();
  },
});

export const GermanPlayScreen = meta.story({
  args: { showTopWin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chance of the top win').nextElementSibling).toHaveTextContent('1 in 20 000 000 rounds');
  },
});

export const RtpOnly = meta.story({
  args: { game: { rtp: 97.3 }, features: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
  },
});

export const NothingKnown = meta.story({
  args: { game: {}, features: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-info')).toBeNull();
  },
});
