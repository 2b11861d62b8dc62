import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { DepositButton } from './deposit-button.tsx';
import { HELD_UNTIL } from './held-deposit-story.tsx';
import { formatStoryDate } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/DepositButton',
  component: DepositButton,
  args: {
    href: '/site/cashier',
    label: 'Deposit',
    className: buttonClassName('primary', 'md'),
    reachedUntil: null,
    formatDate: formatStoryDate,
  },
});

export const Open = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/site/cashier');
  },
});

export const LimitReached = meta.story({
  args: { reachedUntil: HELD_UNTIL, onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Limit reached until 28 Nov 2026, 00:00' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Your deposit limit is reached: you can deposit again from then.');
    await expect(canvas.queryByRole('link')).toBeNull();
    // Reachable by keyboard, so that the reason is met there too; pressing it does nothing.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

/** The header's: the icon, and the label that narrow screens hide (it stays the button's name). */
export const LimitReachedInTheHeader = meta.story({
  args: {
    reachedUntil: HELD_UNTIL,
    className: buttonClassName('primary', 'sm', 'lb-quick__deposit'),
    icon: <Icon name="cashier" />,
    labelClassName: 'lb-quick__deposit-text',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Limit reached until 28 Nov 2026, 00:00' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const AsksFirst = meta.story({
  args: { onAsk: fn(), onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onAsk).toHaveBeenCalledOnce();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});
