import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { InstallPrompt } from './install-prompt.tsx';

const meta = preview.meta({
  title: 'Shell/InstallPrompt',
  component: InstallPrompt,
  args: { casinoName: 'Lucky Fusion Casino', onInstall: fn(), onDismiss: fn() },
});

export const Offered = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Install Lucky Fusion Casino' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const Installing = meta.story({
  args: { installing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Install' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
