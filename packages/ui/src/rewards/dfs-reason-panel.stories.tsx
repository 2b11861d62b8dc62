import { dfsReasonView } from '@lobby/domain';
import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { DfsReasonPanel } from './dfs-reason-panel.tsx';

const view = (reason: string) => dfsReasonView(reason);

const meta = preview.meta({
  title: 'Rewards/DfsReasonPanel',
  component: DfsReasonPanel,
  args: {
    ...view('minimum_deposit'),
    cashierHref: '/site/cashier',
    gameHref: '/play/wild-west-gold-rush',
    lobbyHref: '/',
    onRequestEmail: fn(),
  },
});

export const EmailNotClicked = meta.story({
  args: { ...view('email_not_clicked'), email: 'emil@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Confirm your email address to unlock your daily free spins.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the email' }));
    await expect(args.onRequestEmail).toHaveBeenCalledOnce();
  },
});

export const EmailSending = meta.story({
  args: { ...view('email_not_clicked'), emailStep: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const EmailSent = meta.story({
  args: { ...view('email_not_clicked'), emailStep: 'sent', email: 'emil@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent an email to emil@example.com.');
  },
});

export const EmailFailed = meta.story({
  args: { ...view('email_not_clicked'), emailStep: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email could not be sent.');
  },
});

export const EmailConfirmed = meta.story({
  args: { ...view('email_not_clicked'), emailStep: 'confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/play/wild-west-gold-rush');
  },
});

export const MinimumDeposit = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Make a deposit to unlock your daily free spins.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/site/cashier');
  },
});

export const RedeemedToday = meta.story({
  args: { ...view('redeemed_today'), countdown: { hours: 9, minutes: 41, seconds: 3, short: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('09 hours 41 minutes 03 seconds');
    await expect(canvas.getByRole('link', { name: 'Keep playing' })).toHaveAttribute('href', '/');
  },
});

export const RedeemedTodayNarrow = meta.story({
  args: { ...view('redeemed_today'), countdown: { hours: 9, minutes: 41, seconds: 3, short: true } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('09h 41m 03s');
  },
});

export const ActiveCoupon = meta.story({
  args: view('active_coupon'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Congratulations!/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/play/wild-west-gold-rush');
  },
});

export const FiveDollarBalance = meta.story({
  args: view('fivedolar_balance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Keep playing' })).toBeVisible();
  },
});

export const NoDfsData = meta.story({
  args: view('no_dfs_data'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no daily free spins for you today.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** The email-check server error reads as "no offer today". */
export const ServerErrorEmailClick = meta.story({
  args: view('server_error_email_click'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no daily free spins for you today.')).toBeVisible();
  },
});

export const NoDfsGame = meta.story({
  args: view('no_dfs_game'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The daily free spins game is not available right now.')).toBeVisible();
  },
});

export const NoDfsTemplate = meta.story({
  args: view('no_dfs_template'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Daily free spins are not set up for your account yet.')).toBeVisible();
  },
});
