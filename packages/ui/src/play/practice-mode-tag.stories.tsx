import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PracticeModeTag } from './practice-mode-tag.tsx';
import './play.css';

const meta = {
  title: 'Play/PracticeModeTag',
  component: PracticeModeTag,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PracticeModeTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Practice Mode')).toBeVisible();
  },
};
