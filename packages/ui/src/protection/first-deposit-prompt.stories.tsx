import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { FirstDepositPrompt } from './first-deposit-prompt.tsx';
import type { FirstDepositPromptProps } from './first-deposit-prompt.tsx';

const meta = preview.meta({
  title: 'Protection/FirstDepositPrompt',
  component: FirstDepositPrompt,
  args: {
    form: 'standard',
    currency: 'GBP',
    periods: ['day', 'week', 'month'],
    suggestions: [50, 200, 500],
    busy: false,
    onSetLimit: fn(),
    onDecline: fn(),
  } satisfies Partial<FirstDepositPromptProps>,
});

export const Standard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: '1 month' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await userEvent.click(canvas.getByRole('button', { name: '£200.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set limit' }));
    await expect(args.onSetLimit).toHaveBeenCalledWith('week', 200);
  },
});

export const OptOutIsConfirmed = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without a limit' }));
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Continue without a limit?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, continue without a limit' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
});

export const OptOutTakenBack = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without a limit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set a limit' }));
    await expect(canvas.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
});

export const NeutralKsa = meta.story({
  args: { form: 'neutral', currency: 'EUR' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: '€200.00' })).toBeNull();
    const amount = canvas.getByLabelText('New limit (EUR)');
    await expect(amount).toHaveValue(null);
    await userEvent.type(amount, '150');
    await expect(canvas.getByRole('button', { name: 'Set limit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I am prepared to lose €150.00.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set limit' }));
    await expect(args.onSetLimit).toHaveBeenCalledWith('month', 150);
  },
});

export const Saving = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Set limit' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Failed = meta.story({
  args: { error: 'Your limit could not be saved. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your limit could not be saved. Please try again.');
  },
});
