import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { NotFoundPage } from './not-found-page.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';

const meta = preview.meta({
  title: 'Screens/NotFoundPage',
  component: NotFoundPage,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lost in the Shuffle' })).toBeVisible();
    await expect(canvas.getByText('The page you requested is no longer available, or cannot be found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
