import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { ProtectionToolsPopup } from './protection-tools-popup.tsx';
import type { ProtectionToolsPopupProps } from './protection-tools-popup.tsx';

const meta = preview.meta({
  title: 'Protection/ProtectionToolsPopup',
  component: ProtectionToolsPopup,
  args: {
    open: true,
    tools: [
      { tool: 'limits', href: '/dashboard/limits' },
      { tool: 'reality_check', href: '/dashboard/limits#reality-check' },
      { tool: 'break', href: '/dashboard/break' },
      { tool: 'exclusion', href: '/dashboard/self-exclusion' },
      { tool: 'history', href: '/dashboard/history' },
    ],
    onClose: fn(),
  } satisfies Partial<ProtectionToolsPopupProps>,
});

export const EveryTool = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Your protection tools' });
    await expect(dialog).toHaveAttribute('open');
    await expect(canvas.getByRole('link', { name: 'Limits' })).toHaveAttribute('href', '/dashboard/limits');
    await expect(canvas.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute('href', '/dashboard/self-exclusion');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const FewerTools = meta.story({
  args: { tools: [{ tool: 'limits', href: '/dashboard/limits' }] },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveAttribute('open');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
});
