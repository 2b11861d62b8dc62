import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { TakeBreakFlow } from './take-break-flow.tsx';
import { blockFlowArgs } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/TakeBreakFlow',
  component: TakeBreakFlow,
  args: { ...blockFlowArgs('ukgc', (rules) => rules.takeBreak), onConfirm: fn() },
});

export const ChooseAndConfirm = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /7 days/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByText('You are taking a break of 7 days, until 4 Dec 2026, 10:00.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(7);
  },
});

export const NationalScheme = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute('href', 'https://www.gamstop.co.uk/');
  },
});

export const OntarioDurations = meta.story({
  args: blockFlowArgs('agco', (rules) => rules.takeBreak),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.getByRole('radio', { name: /1 day/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /90 days/ })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const WithoutConfirmation = meta.story({
  args: { rules: { durationsDays: [1, 7], confirm: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /1 day/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(1);
  },
});

export const Failed = meta.story({
  args: { error: 'Your break could not be started. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be started');
  },
});
