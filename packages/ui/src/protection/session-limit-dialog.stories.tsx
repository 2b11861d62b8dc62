import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { SessionLimitDialog } from './session-limit-dialog.tsx';
import { formatStoryDate, STORY_NOW } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/SessionLimitDialog',
  component: SessionLimitDialog,
  args: { open: true, until: STORY_NOW + 24 * 3_600_000, formatDate: formatStoryDate, onClose: fn() },
});

export const Reached = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Session-time limit reached' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have reached your session-time limit, so this session has ended and you are logged out. You can log in again from 28 Nov 2026, 10:00.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const Closed = meta.story({
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
});
