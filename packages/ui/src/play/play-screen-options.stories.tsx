import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { PlayScreen } from './play-screen.tsx';
import { playPage, playScreenArgs } from './play-story-frame.tsx';

const meta = preview.meta({
  title: 'Play/PlayScreen options',
  component: PlayScreen,
  decorators: [playPage],
  args: { ...playScreenArgs(), optionsOpen: true },
});

export const MoneySwitchHidden = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Game options' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Play with' })).toBeNull();
  },
});

export const RealMoney = meta.story({
  args: { moneySwitch: 'real' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Real Money' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fun Money' }));
    await expect(args.onMoneyChange).toHaveBeenCalledOnce();
    await expect(args.onMoneyChange).toHaveBeenCalledWith('fun');
  },
});

export const FunMoney = meta.story({
  args: { moneySwitch: 'fun', practice: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Fun Money' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Real Money' }));
    await expect(args.onMoneyChange).toHaveBeenCalledOnce();
    await expect(args.onMoneyChange).toHaveBeenCalledWith('real');
  },
});

export const FullscreenToggle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Fullscreen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onFullscreenToggle).toHaveBeenCalledOnce();
  },
});

export const FullscreenOn = meta.story({
  args: { fullscreen: true, moneySwitch: 'real' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const WithoutFullscreenToggle = meta.story({
  args: { onFullscreenToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Fullscreen' })).toBeNull();
  },
});

export const ControlledEscape = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close game' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    canvas.getByRole('region', { name: 'Game options' }).focus();
    await userEvent.keyboard('{Escape}');
    // Controlled: the screen asks to close and waits for the app to change `optionsOpen`.
    await expect(args.onOptionsOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOptionsOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('region', { name: 'Game options' })).toBeVisible();
  },
});

export const RandomGameLink = meta.story({
  args: { randomHref: '/random' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Game options' });
    const link = canvas.getByRole('link', { name: 'Random game' });
    await expect(panel).toContainElement(link);
    await expect(link).toHaveAttribute('href', '/random');
  },
});

export const NoRandomGameLink = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Game options' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Random game' })).toBeNull();
  },
});
