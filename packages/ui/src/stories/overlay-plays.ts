import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * The play of an overlay that a button opens: it opens as the dialog `dialog`, Escape closes it and
 * tells the story's onClose, and focus goes back to the button.
 */
export function escapeClosesAndReturnsFocus(opener: string, dialog: string) {
  return async ({ canvas, userEvent, args }: StoryContext<{ onClose?: (() => void) | undefined }>) => {
    const button = canvas.getByRole('button', { name: opener });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: dialog })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: dialog })).toBeNull());
    await expect(button).toHaveFocus();
  };
}
