import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { SelfExclusionFlow } from './self-exclusion-flow.tsx';
import { blockFlowArgs } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/SelfExclusionFlow',
  component: SelfExclusionFlow,
  args: { ...blockFlowArgs('sga', (rules) => rules.selfExclusion), onConfirm: fn() },
});

export const Durations = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /6 months \(until 27 May 2027/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /1 year/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /5 years/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Spelpaus/ })).toHaveAttribute('href', 'https://www.spelpaus.se/');
    await expect(canvas.queryByText(/all of the operator's brands/)).toBeNull();
  },
});

export const MaltaAllBrands = meta.story({
  args: blockFlowArgs('mga', (rules) => rules.selfExclusion),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /5 years/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes, all brands' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText("You are excluding yourself from all of the operator's brands for 5 years, until 27 Nov 2031, 10:00."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ months: 60, allBrands: true });
  },
});

export const MaltaThisCasino = meta.story({
  args: blockFlowArgs('mga', (rules) => rules.selfExclusion),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /6 months/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Only this casino' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ months: 6, allBrands: false });
  },
});

export const Confirming = meta.story({
  args: { busy: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /5 years/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Cancelled = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /5 years/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('radio', { name: /5 years/ })).toBeChecked();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});
