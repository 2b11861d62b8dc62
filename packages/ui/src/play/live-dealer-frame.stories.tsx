import preview from '../../.storybook/preview.tsx';
import { expect, waitFor } from 'storybook/test';
import { DEMO_GAME_SRC, LIVE_TITLE } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { LiveDealerFrame } from './live-dealer-frame.tsx';
import { playPage } from './play-story-frame.tsx';

const meta = preview.meta({
  title: 'Play/LiveDealerFrame',
  component: LiveDealerFrame,
  decorators: [playPage],
  args: { title: LIVE_TITLE, src: DEMO_GAME_SRC, overlayVisible: true },
});

export const WaitingForUrl = meta.story({
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LIVE_TITLE })).toBeVisible();
    await expect(canvas.queryByTitle(LIVE_TITLE)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to the live table…');
  },
});

export const Loading = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle(LIVE_TITLE)).toHaveAttribute('src', DEMO_GAME_SRC);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to the live table…');
  },
});

export const Ready = meta.story({
  args: { overlayVisible: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTitle(LIVE_TITLE)).toHaveAttribute('allow', 'fullscreen; autoplay');
    await waitFor(() => expect(canvasElement.querySelector('.lb-loader')).not.toBeVisible());
    await expect(canvas.getByText('Live')).toBeVisible();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
