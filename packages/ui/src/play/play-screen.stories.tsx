import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { DEMO_GAME_SRC, GAME_NAME, LOADING_TIP, SYNTH, THREE_VERSIONS } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GameErrorView } from './game-error-view.tsx';
import { GameFrame } from './game-frame.tsx';
import { PlayScreen } from './play-screen.tsx';
import { playPage, playScreenArgs } from './play-story-frame.tsx';
import { ProviderChooser } from './provider-chooser.tsx';
import { SyntheticOverlays } from './synthetic-overlays.tsx';

const meta = preview.meta({
  title: 'Play/PlayScreen',
  component: PlayScreen,
  decorators: [playPage],
  args: playScreenArgs(),
});

export const Ready = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: GAME_NAME })).toBeVisible();
    await expect(canvas.getByTitle(GAME_NAME)).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(canvas.queryByText('Practice Mode')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Game info' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
});

export const OptionsOpenAndClose = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const options = canvas.getByRole('button', { name: 'Options' });
    await expect(options).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Game options' })).toBeNull();
    await userEvent.click(options);
    await expect(args.onOptionsOpenChange).toHaveBeenLastCalledWith(true);
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Game options' });
    await expect(panel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOptionsOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(options).toHaveFocus());
    await expect(options).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(options);
    await userEvent.click(canvas.getByRole('button', { name: 'Close game' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide options' }));
    await expect(options).toHaveAttribute('aria-expanded', 'false');
  },
});

export const WithGameInfo = meta.story({
  args: { onInfo: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const info = canvas.getByRole('button', { name: 'Game info' });
    // Back, then the info button, before Options: reached and pressed by keyboard.
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.tab();
    await expect(info).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInfo).toHaveBeenCalledOnce();
  },
});

export const GameInfoOnSmallScreen = meta.story({
  args: { onInfo: fn(), gameName: `${'Mega Fortune Dreams Deluxe '.repeat(11)}🎰`, practice: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Game info' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeVisible();
    await expectNoHorizontalScroll();
  },
});

export const LoadingWithTip = meta.story({
  args: { frame: <GameFrame src={DEMO_GAME_SRC} gameName={GAME_NAME} loading tip={LOADING_TIP} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${GAME_NAME}…`);
    await expect(canvas.getByText(LOADING_TIP)).toBeVisible();
  },
});

export const PracticeMode = meta.story({
  args: { practice: true, moneySwitch: 'fun' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Practice Mode')).toBeVisible();
  },
});

export const GameError = meta.story({
  args: { error: true, frame: <GameErrorView variant="generic" onBack={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oooops!....' })).toBeVisible();
    await expect(canvas.queryByText(GAME_NAME)).toBeNull();
  },
});

export const ChoosingAVersion = meta.story({
  args: { frame: <ProviderChooser versions={THREE_VERSIONS} gameName={GAME_NAME} onChoose={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose a version' })).toBeVisible();
  },
});

export const SyntheticGameWithReminder = meta.story({
  args: {
    overlay: (
      <SyntheticOverlays
        loaderSrc={SYNTH.loaderSrc}
        reminderSrc={SYNTH.reminderSrc}
        linkReminder={SYNTH.linkReminder}
        reminderVisible
        onReminderClose={fn()}
        onFireworksClose={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    // The card fades in, so it becomes visible a moment after mounting.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'A reminder from the casino' })).toBeVisible());
  },
});

export const PseudoFullscreen = meta.story({
  args: { pseudoFullscreen: true, fullscreen: true, optionsOpen: true },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('.lb-play');
    await expect(root).not.toBeNull();
    const box = root?.getBoundingClientRect();
    await expect(getComputedStyle(root as Element).position).toBe('fixed');
    await expect(box?.width).toBe(window.innerWidth);
    await expect(box?.height).toBe(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const OnSmallScreen = meta.story({
  args: { practice: true, optionsOpen: true, moneySwitch: 'fun' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Real Money' })).toBeInTheDocument();
    await expectNoHorizontalScroll();
  },
});

export const LongNameOnSmallScreen = meta.story({
  args: { gameName: `${'Mega Fortune Dreams Deluxe '.repeat(11)}🎰`, practice: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeVisible();
    await expectNoHorizontalScroll();
  },
});

export const OnLargeScreen = meta.story({
  args: { optionsOpen: true, moneySwitch: 'real' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Game options' });
    await expect(getComputedStyle(panel).position).toBe('static');
  },
});
