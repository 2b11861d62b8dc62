import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { SIGNUP_HREF } from '../stories/play-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GuestLoginPrompt } from './guest-login-prompt.tsx';
import { playStage } from './play-story-frame.tsx';

const meta = preview.meta({
  title: 'Play/GuestLoginPrompt',
  component: GuestLoginPrompt,
  decorators: [playStage],
  args: { onLogin: fn(), signupHref: SIGNUP_HREF },
});

export const WithSignup = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in to play' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', SIGNUP_HREF);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
});

export const WithoutSignup = meta.story({
  args: { signupHref: undefined, title: 'Live Dealer', message: 'Log in to take a seat at the live tables.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Live Dealer' })).toBeVisible();
    await expect(canvas.getByText('Log in to take a seat at the live tables.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const LoggingIn = meta.story({
  args: { loginBusy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
});

export const OnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});
