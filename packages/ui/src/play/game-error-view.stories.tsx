import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GameErrorView } from './game-error-view.tsx';
import type { GameErrorViewProps } from './game-error-view.tsx';
import { playStage } from './play-story-frame.tsx';

const meta = preview.meta({
  title: 'Play/GameErrorView',
  component: GameErrorView,
  decorators: [playStage],
  args: { variant: 'generic', onBack: fn() } satisfies Partial<GameErrorViewProps>,
});

export const MobileOnly = meta.story({
  args: { variant: 'mobile_only' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Oooops!....' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game is only available on mobile devices.');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
});

export const MobileOnlyForGuest = meta.story({
  args: { variant: 'mobile_only', onLogin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
});

export const AuthRequired = meta.story({
  args: { variant: 'auth_required', onLogin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please log in now to play this game.');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
});

export const Generic = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oooops!....');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to lobby' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
});

export const OnSmallScreen = meta.story({
  args: { variant: 'mobile_only', onLogin: fn() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
