import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Modal } from './modal.tsx';
import { withOpener } from '../stories/with-opener.tsx';
import { escapeClosesAndReturnsFocus } from '../stories/overlay-plays.ts';

/** A button opens the modal, as an app would. */
const ModalDemo = withOpener(Modal, 'Show game rules');

const meta = preview.meta({
  title: 'Primitives/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    title: 'Game rules',
    onClose: fn(),
    children: (
      <p>
        Match three symbols on a payline to win. Wild symbols substitute for all others except Scatter. Free spins are played at the bet
        that triggered them.
      </p>
    ),
  },
});

export const EscapeClosesAndReturnsFocus = meta.story({
  tags: ['test-only'],
  play: escapeClosesAndReturnsFocus('Show game rules', 'Game rules'),
});

export const OpensAgainAtOnceAfterClosing = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Show game rules' });
    await userEvent.click(opener);
    const dialog = canvasElement.querySelector('dialog');
    if (!dialog) throw new Error('no dialog');
    // The player opens it again in the moment it closes, before the browser announces the close
    // (a task later; on a busy device, after the player's next key press).
    const close = dialog.close.bind(dialog);
    dialog.close = () => {
      close();
      opener.click();
    };
    const announced = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    await userEvent.keyboard('{Escape}');
    await announced;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog).not.toHaveClass('lb-modal--closing');
  },
});

export const CloseButtonCloses = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Show game rules' });
    await userEvent.click(opener);
    const dialog = canvasElement.querySelector('dialog');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
  },
});

export const TabStaysInside = meta.story({
  tags: ['test-only'],
  args: {
    title: 'Unlock this game',
    footer: (
      <>
        <Button variant="ghost">Not now</Button>
        <Button>Deposit</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show game rules' }));
    const close = canvas.getByRole('button', { name: 'Close' });
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    deposit.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(deposit).toHaveFocus();
  },
});

export const Open = meta.story({ args: { open: true } });

export const WithFooter = meta.story({
  args: {
    open: true,
    title: 'Unlock this game',
    size: 'sm',
    children: <p>Make a deposit to unlock Golden Pharaoh and 40 other premium games.</p>,
    footer: (
      <>
        <Button variant="ghost">Not now</Button>
        <Button>Deposit</Button>
      </>
    ),
  },
});

export const Large = meta.story({
  args: {
    open: true,
    size: 'lg',
    title: 'Weekly cashback',
    children: (
      <p>
        Every Monday we return 10% of last week’s net losses, up to $500, as bonus money with a 1x playthrough. Cashback is credited
        automatically and expires after seven days.
      </p>
    ),
  },
});

/** A prompt that must be answered (a regulator's summary): no close button, Escape leaves it open. */
export const NeedsAnAnswer = meta.story({
  render: (args) => (
    <Modal open title={args.title}>
      {args.children}
    </Modal>
  ),
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Game rules' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // Still open (after its opening fade), with no request to close it heard.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('open');
  },
});
