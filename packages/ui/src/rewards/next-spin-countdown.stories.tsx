import { countdownToNextSpin } from '@lobby/domain';
import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { NextSpinCountdown } from './next-spin-countdown.tsx';

const meta = preview.meta({
  title: 'Rewards/NextSpinCountdown',
  component: NextSpinCountdown,
  args: { hours: 7, minutes: 5, seconds: 9, short: false },
});

export const Long = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('07 hours 05 minutes 09 seconds');
  },
});

export const ShortLabels = meta.story({
  args: { short: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('07h 05m 09s');
  },
});

/** New York midnight on the spring switch day: the day has 23 hours, so the countdown starts at 23. */
export const SpringSwitchDay = meta.story({
  tags: ['test-only'],
  args: { ...countdownToNextSpin(Date.parse('2026-03-08T05:00:00Z')), short: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('23 hours 00 minutes 00 seconds');
  },
});

/** New York midnight on the autumn switch day: 25 hours to the next one. */
export const AutumnSwitchDay = meta.story({
  tags: ['test-only'],
  args: { ...countdownToNextSpin(Date.parse('2026-11-01T04:00:00Z')), short: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('25h 00m 00s');
  },
});
