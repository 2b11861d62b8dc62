import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { DEMO_GAME_SRC, GAME_NAME, LOADING_TIP } from '../stories/play-fixtures.ts';
import { GameFrame } from './game-frame.tsx';
import { playStage } from './play-story-frame.tsx';

const meta = preview.meta({
  title: 'Play/GameFrame',
  component: GameFrame,
  decorators: [playStage],
  args: { src: DEMO_GAME_SRC, gameName: GAME_NAME, loading: true, tip: LOADING_TIP, onLoad: fn() },
});

export const LoadingWithTip = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${GAME_NAME}…`);
    await expect(canvas.getByText('Tip')).toBeVisible();
    await expect(canvas.getByText(LOADING_TIP)).toBeVisible();
    await expect(canvasElement.querySelector('.lb-game-frame')).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadingWithoutTip = meta.story({
  args: { tip: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Tip')).toBeNull();
  },
});

export const Ready = meta.story({
  args: { loading: false },
  play: async ({ canvas, canvasElement, args }) => {
    const frame = canvas.getByTitle(GAME_NAME);
    await expect(frame).toHaveAttribute('src', DEMO_GAME_SRC);
    await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).not.toHaveAttribute('sandbox');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    const overlay = canvasElement.querySelector('.lb-loader');
    await expect(overlay).toHaveAttribute('inert');
    await waitFor(() => expect(overlay).not.toBeVisible());
    await expect(canvas.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  },
});

export const Sandboxed = meta.story({
  args: { loading: false, sandbox: 'allow-scripts allow-same-origin allow-popups', referrerPolicy: 'no-referrer' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle(GAME_NAME);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
});

export const UnsafeUrl = meta.story({
  tags: ['test-only'],
  args: { loading: false, src: 'javascript:alert(document.cookie)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle(GAME_NAME)).toHaveAttribute('src', 'about:blank');
  },
});
