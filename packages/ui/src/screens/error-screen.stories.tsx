import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { ErrorScreen } from './error-screen.tsx';
import type { ErrorScreenProps } from './error-screen.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';

const meta = preview.meta({
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  args: { kind: 'unreachable', onRetry: fn() } satisfies Partial<ErrorScreenProps>,
});

export const Unreachable = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'We can’t reach the casino' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Unexpected = meta.story({
  args: { kind: 'unexpected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
  },
});

export const Offline = meta.story({
  args: { kind: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are offline');
  },
});

export const ConnectionLost = meta.story({
  args: { kind: 'connection-lost' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The connection was lost');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Retrying = meta.story({
  args: { retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Trying again…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
});

export const OnSmallScreen = meta.story({
  args: { kind: 'unexpected' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
