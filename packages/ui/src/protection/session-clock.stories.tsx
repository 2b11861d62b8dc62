import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { SessionClock } from './session-clock.tsx';
import type { SessionClockProps } from './session-clock.tsx';

const meta = preview.meta({
  title: 'Protection/SessionClock',
  component: SessionClock,
  args: { elapsedMs: 3_723_000, netPosition: -12.5, currency: 'GBP', placement: 'header' } satisfies Partial<SessionClockProps>,
});

export const HeaderDown = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session time').nextElementSibling).toHaveTextContent('1:02:03');
    await expect(canvas.getByText('Net position').nextElementSibling).toHaveTextContent('\u2212£12.50');
  },
});

export const PlayScreenUp = meta.story({
  args: { placement: 'play', elapsedMs: 59_000, netPosition: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session time').nextElementSibling).toHaveTextContent('0:00:59');
    await expect(canvas.getByText('+£240.00')).toBeVisible();
  },
});

export const Even = meta.story({
  args: { elapsedMs: 36 * 3_600_000, netPosition: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('36:00:00')).toBeVisible();
    await expect(canvas.getByText('£0.00')).toBeVisible();
  },
});
