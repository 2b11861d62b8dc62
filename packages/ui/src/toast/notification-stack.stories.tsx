import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { NotificationStack } from './notification-stack.tsx';
import type { NotificationStackProps } from './notification-stack.tsx';

const meta = preview.meta({
  title: 'Primitives/NotificationStack',
  component: NotificationStack,
  args: {
    onDismiss: fn(),
    notifications: [
      { id: 'fav', tone: 'success', message: 'Golden Pharaoh was added to your favorites.' },
      { id: 'win', tone: 'success', title: 'Big win!', message: 'You won $250.00 on Lucky Sevens.' },
      { id: 'low', tone: 'warning', title: 'Low balance', message: 'Your balance is under $5.00.' },
    ],
  } satisfies Partial<NotificationStackProps>,
});

export const Several = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Big win!');
    const buttons = canvas.getAllByRole('button', { name: 'Dismiss notification' });
    await expect(buttons).toHaveLength(3);
    const second = buttons[1];
    if (second) await userEvent.click(second);
    await expect(args.onDismiss).toHaveBeenCalledWith('win');
  },
});

export const Empty = meta.story({
  args: { notifications: [] },
  play: async ({ canvas }) => {
    // The live region stays in place so later toasts are announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
});
