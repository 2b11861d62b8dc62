import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { FiftyFreeOffer } from './fifty-free-offer.tsx';

const meta = preview.meta({
  title: 'Rewards/FiftyFreeOffer',
  component: FiftyFreeOffer,
  args: { amount: '$50', spins: 30, minimum: null, onClaim: fn(), onClose: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'A welcome gift for you' });
    await expect(dialog).toHaveAccessibleDescription('Get $50 free plus 30 free spins when you play for real.');
    await expect(canvas.getByRole('button', { name: 'Claim my gift' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim my gift' }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

/** Casinos 69 and 77 give 20 spins. */
export const TwentySpins = meta.story({
  args: { spins: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/20 free spins/)).toBeVisible();
  },
});

/** Casino 86 words its amount R150. */
export const Rand = meta.story({
  args: { amount: 'R150' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Get R150 free/)).toBeVisible();
  },
});

/** Casino 85 names its minimum balance as 5 €. */
export const WithMinimum = meta.story({
  args: { amount: '50,00 €', minimum: '5 €' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keep at least 5 € in your balance to play.')).toBeVisible();
  },
});
