import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { BackToTop } from './back-to-top.tsx';

const meta = preview.meta({
  title: 'Primitives/BackToTop',
  component: BackToTop,
  args: { visible: true, onClick: fn() },
});

export const Shown = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

export const Hidden = meta.story({
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
});
