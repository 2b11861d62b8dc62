import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { InactivityWarning } from './inactivity-warning.tsx';

const meta = preview.meta({
  title: 'Protection/InactivityWarning',
  component: InactivityWarning,
  args: { open: true, secondsLeft: 119, onStay: fn(), onLogout: fn() },
});

export const Warning = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveAccessibleDescription('You will be logged out for inactivity in 1:59.');
    await userEvent.click(canvas.getByRole('button', { name: 'Stay logged in' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
});

export const LastSeconds = meta.story({
  args: { secondsLeft: 5 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alertdialog')).toHaveAccessibleDescription('You will be logged out for inactivity in 0:05.');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out now' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});
