import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { GAME_NAME, THREE_VERSIONS, TWO_VERSIONS, VERSIONS_WITHOUT_LOGOS } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { playStage } from './play-story-frame.tsx';
import { ProviderChooser } from './provider-chooser.tsx';

const meta = preview.meta({
  title: 'Play/ProviderChooser',
  component: ProviderChooser,
  decorators: [playStage],
  args: { versions: TWO_VERSIONS, gameName: GAME_NAME, onChoose: fn() },
});

export const TwoVersions = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose a version' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Choose a version' }).children).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'NovaPlay' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('novaplay');
  },
});

export const ThreeVersionsByKeyboard = meta.story({
  tags: ['test-only'],
  args: { versions: THREE_VERSIONS },
  play: async ({ canvas, userEvent, args }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // One tab stop for the whole list: Tab leaves it, arrows move inside it.
    await expect(second).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('novaplay');
    await userEvent.keyboard(' ');
    await expect(args.onChoose).toHaveBeenCalledTimes(2);
  },
});

export const LogosMissing = meta.story({
  args: { versions: VERSIONS_WITHOUT_LOGOS, gameName: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/comes in more than one version/)).toBeNull();
    await expect(await canvas.findByText('BL')).toBeVisible();
    await expect(canvas.getByText('PP')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

export const OnSmallScreen = meta.story({
  args: { versions: THREE_VERSIONS },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
