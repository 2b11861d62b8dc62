import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './not-found-page.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';

const meta = {
  title: 'Screens/NotFoundPage',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lost in the Shuffle' })).toBeVisible();
    await expect(canvas.getByText('The page you requested is no longer available, or cannot be found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  },
};

export const OnSmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
};
