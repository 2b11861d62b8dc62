import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { GameInfoDialog } from './game-info-dialog.tsx';
import type { GameInfoDialogProps } from './game-info-dialog.tsx';
import { withOpener } from '../stories/with-opener.tsx';

/** A button opens the dialog, as a game card's info button would. */
const InfoDemo = withOpener(GameInfoDialog, 'Open game info');

const meta = preview.meta({
  title: 'Protection/GameInfoDialog',
  component: GameInfoDialog,
  render: (args) => <InfoDemo {...args} />,
  args: {
    open: false,
    gameName: 'Golden Pharaoh',
    game: { rtp: 96.2, volatility: 'high', max_win: 5000, top_win_probability: 0.00000005 },
    features: ['Free spins', 'Bonus buy'],
    showTopWin: false,
    onClose: fn(),
  } satisfies Partial<GameInfoDialogProps>,
});

export const FromTheKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open game info' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Game info: Golden Pharaoh' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByText('Return to player').nextElementSibling).toHaveTextContent('96.20 %');
    await expect(canvas.getByText('Features').nextElementSibling).toHaveTextContent('Free spins, Bonus buy');
    await expect(canvas.queryByText('Chance of the top win')).toBeNull();
    // The dialog's own title names it: the panel inside has no second heading.
    await expect(canvas.queryByRole('heading', { name: 'Game info' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

export const GermanTopWin = meta.story({
  args: { open: true, showTopWin: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Game info: Golden Pharaoh' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByText('Chance of the top win').nextElementSibling).toHaveTextContent('1 in 20 000 000 rounds');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const RtpOnly = meta.story({
  args: { open: true, game: { rtp: 97.3 }, features: [] },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Game info: Golden Pharaoh' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.queryByText('Volatility')).toBeNull();
  },
});
