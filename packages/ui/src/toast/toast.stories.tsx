import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { Toast } from './toast.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Primitives/Toast',
  component: Toast,
  args: { message: 'Golden Pharaoh was added to your favorites.', onDismiss: fn() },
  parameters: { layout: 'centered' },
  decorators: [framed({ width: 'min(380px, 92vw)' })],
});

export const Info = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const Success = meta.story({
  args: { tone: 'success', title: 'Big win!', message: 'You won $250.00 on Lucky Sevens.' },
});

export const Warning = meta.story({
  args: { tone: 'warning', title: 'Low balance', message: 'Your balance is under $5.00.' },
});

export const Failure = meta.story({
  args: { tone: 'error', title: 'Could not save', message: 'Favorites are unavailable right now. Try again soon.' },
});

export const WithoutDismiss = meta.story({
  args: { onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
