import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { PanicButton } from './panic-button.tsx';

const meta = preview.meta({
  title: 'Protection/PanicButton',
  component: PanicButton,
  args: { hours: 24, busy: false, onPress: fn() },
});

export const OnePress = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Panic button: block my account for 24 hours and log out' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

export const Blocking = meta.story({
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Panic button/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});
