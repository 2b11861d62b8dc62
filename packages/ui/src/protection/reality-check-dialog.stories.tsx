import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

const meta = preview.meta({
  title: 'Protection/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    elapsedMs: 60 * 60_000,
    netPosition: -35,
    currency: 'EUR',
    onContinue: fn(),
    onLogout: fn(),
    onViewHistory: fn(),
  },
});

export const Open = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 1:00:00. Your net position this session is \u2212€35.00.');
    await userEvent.keyboard('{Escape}');
    // Still there once its opening fade is over (Escape does not close it).
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue playing' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
});

export const FocusStaysInside = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog');
    const history = canvas.getByRole('button', { name: 'View account history' });
    const logout = canvas.getByRole('button', { name: 'Log out' });
    logout.focus();
    await userEvent.tab();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(history);
    await expect(args.onViewHistory).toHaveBeenCalledOnce();
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

export const Acknowledging = meta.story({
  args: { busy: true, netPosition: 12 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Continue playing' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('+€12.00')).toBeInTheDocument();
  },
});

export const Closed = meta.story({
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
});
