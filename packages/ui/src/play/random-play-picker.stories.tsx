import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { RANDOM_PICKS } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { padded } from './play-story-frame.tsx';
import { RandomPlayPicker } from './random-play-picker.tsx';

const meta = preview.meta({
  title: 'Play/RandomPlayPicker',
  component: RandomPlayPicker,
  decorators: [padded],
  args: {
    picks: RANDOM_PICKS,
    activeIndex: 0,
    rotating: true,
    onSelect: fn(),
    onRotatingChange: fn(),
    onHoldChange: fn(),
    onShuffle: fn(),
  },
});

export const Rotating = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Golden Pharaoh' })).toBeVisible();
    await expect(canvas.getByText('Aurora Studios')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play Golden Pharaoh' })).toHaveAttribute('href', '/play/pick-0');
    await expect(canvas.getByRole('link', { name: 'Play for fun' })).toHaveAttribute('href', '/demo/pick-0');
    const pause = canvas.getByRole('button', { name: 'Pause rotation' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    await expect(args.onRotatingChange).toHaveBeenCalledWith(false);
    await expect(args.onHoldChange).toHaveBeenCalledWith(true);
  },
});

export const Paused = meta.story({
  args: { rotating: false, activeIndex: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Dragon Vault' })).toBeVisible();
    const resume = canvas.getByRole('button', { name: 'Resume rotation' });
    await expect(resume).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(resume);
    await expect(args.onRotatingChange).toHaveBeenCalledWith(true);
  },
});

export const WithoutDemo = meta.story({
  args: { activeIndex: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Play Lucky Sevens' })).toHaveAttribute('href', '/play/pick-1');
    await expect(canvas.queryByRole('link', { name: 'Play for fun' })).toBeNull();
    await expect(canvas.queryByText('Aurora Studios')).toBeNull();
  },
});

export const ChoosingAPicture = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 5 of 5' }));
    await expect(args.onSelect).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Shuffle' }));
    await expect(args.onShuffle).toHaveBeenCalledOnce();
  },
});

export const Empty = meta.story({
  args: { picks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no games to pick from right now.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('region', { name: 'Random play' })).toBeNull();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
