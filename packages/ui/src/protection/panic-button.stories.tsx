import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PanicButton } from './panic-button.tsx';

const meta = {
  title: 'Protection/PanicButton',
  component: PanicButton,
  args: { hours: 24, busy: false, onPress: fn() },
} satisfies Meta<typeof PanicButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Panic button: block my account for 24 hours and log out' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Blocking: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Panic button/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
