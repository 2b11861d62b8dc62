import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { DEMO_GAME_SRC, GAME_NAME, SYNTH } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GameFrame } from './game-frame.tsx';
import { playStage } from './play-story-frame.tsx';
import { SyntheticOverlays } from './synthetic-overlays.tsx';

const meta = preview.meta({
  title: 'Play/SyntheticOverlays',
  component: SyntheticOverlays,
  decorators: [playStage],
  render: (args) => (
    <>
      <GameFrame src={DEMO_GAME_SRC} gameName={GAME_NAME} loading={false} />
      <div className="lb-play__overlay">
        <SyntheticOverlays {...args} />
      </div>
    </>
  ),
  args: {
    ...SYNTH,
    onReminderClose: fn(),
    onReminderFollow: fn(),
    onFireworksClose: fn(),
  },
});

export const Loader = meta.story({
  args: { loaderVisible: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-synth__loader')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your game is loading…');
  },
});

export const AllHidden = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.lb-synth__loader')).not.toBeVisible());
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Celebration' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const Reminder = meta.story({
  args: { reminderVisible: true },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'A reminder from the casino' });
    await expect(link).toHaveAttribute('href', SYNTH.linkReminder);
    await expect(canvas.getByRole('status')).toHaveTextContent('A reminder from the casino is shown over the game.');
    await userEvent.click(link);
    await expect(args.onReminderFollow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close reminder' }));
    await expect(args.onReminderClose).toHaveBeenCalledOnce();
  },
});

export const ReminderWithoutLink = meta.story({
  args: { reminderVisible: true, linkReminder: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'A reminder from the casino' })).toBeInTheDocument();
  },
});

export const Fireworks = meta.story({
  args: { fireworksVisible: true },
  play: async ({ canvas, userEvent, args }) => {
    const before = document.activeElement;
    await expect(canvas.getByRole('region', { name: 'Celebration' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'A surprise for you' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Fireworks! A surprise is shown over the game.');
    // Non-modal: showing the popup leaves focus where the player had it.
    await expect(document.activeElement).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Close celebration' }));
    await expect(args.onFireworksClose).toHaveBeenCalledOnce();
  },
});

export const ReminderAndFireworksOnSmallScreen = meta.story({
  args: { reminderVisible: true, fireworksVisible: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close celebration' })).toBeInTheDocument();
    await expectNoHorizontalScroll();
  },
});
