import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { PAGES } from '../stories/fixtures.ts';
import { CashierTooltip } from './cashier-tooltip.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Shell/CashierTooltip',
  component: CashierTooltip,
  args: { cashierHref: PAGES.cashier, onClose: fn(), onDeposit: fn() },
  parameters: { layout: 'centered' },
  decorators: [framed({ width: 'min(340px, 92vw)', paddingTop: 16 })],
});

export const WithDeposit = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', PAGES.cashier);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const WithoutCashierPage = meta.story({
  args: { cashierHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Running low?');
  },
});
