import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { PracticeModeTag } from './practice-mode-tag.tsx';
import './play.css';

const meta = preview.meta({
  title: 'Play/PracticeModeTag',
  component: PracticeModeTag,
  parameters: { layout: 'centered' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Practice Mode')).toBeVisible();
  },
});
