import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CASINO_NAME } from '../stories/fixtures.ts';
import { LoadingScreen } from './loading-screen.tsx';

const meta = {
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
  args: { casinoName: CASINO_NAME },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCasinoName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the lobby…');
    await expect(canvas.getByText(CASINO_NAME)).toBeVisible();
  },
};

export const BeforeConfiguration: Story = {
  args: { casinoName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the lobby…');
  },
};

export const SlowConnection: Story = {
  args: { slow: true, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The connection is slow');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
