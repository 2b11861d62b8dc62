import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { HomeScreenHint } from './home-screen-hint.tsx';

const meta = preview.meta({
  title: 'Shell/HomeScreenHint',
  component: HomeScreenHint,
  args: { casinoName: 'Lucky Fusion Casino', onDismiss: fn() },
});

/** Safari on an iPhone or iPad, where no install prompt comes: the platform's two steps. */
export const Shown = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const hint = canvas.getByRole('region', { name: 'Add Lucky Fusion Casino to your Home Screen' });
    await expect(hint).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(['Tap the Share button.', 'Choose “Add to Home Screen”.']);
    // The glyphs are pictures of the platform's buttons, not extra words for a screen reader.
    for (const glyph of hint.querySelectorAll('svg')) await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const ByKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

/** A host that shows the hint once: after Got it it is gone, as the app keeps it away for good. */
function OneTime({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <HomeScreenHint
      casinoName="Lucky Fusion Casino"
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    />
  ) : null;
}

export const Dismissed = meta.story({
  render: (args) => <OneTime onDismiss={args.onDismiss} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const WithALongName = meta.story({
  args: { casinoName: 'Northstar Casino & Sportsbook of the Seven Seas' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Northstar Casino & Sportsbook of the Seven Seas');
    await expectNoHorizontalScroll();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
