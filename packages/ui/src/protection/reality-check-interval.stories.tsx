import preview from '../../.storybook/preview.tsx';
import { marketRules } from '@lobby/domain';
import { expect, fn } from 'storybook/test';
import { RealityCheckInterval } from './reality-check-interval.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/RealityCheckInterval',
  component: RealityCheckInterval,
  args: { rules: rulesOf(marketRules('ukgc').realityCheck), minutes: 60, busy: false, result: null, onSave: fn() },
});

export const Choose = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByLabelText('Reality check every');
    await expect(select).toHaveValue('60');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(select, '15');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(15);
  },
});

export const ByKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByLabelText('Reality check every');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '45');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(45);
  },
});

export const Saved = meta.story({
  args: { minutes: 15, result: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your reality check now comes every 15 minutes.');
    await expect(canvas.getByLabelText('Reality check every')).toHaveValue('15');
  },
});

export const Failed = meta.story({
  args: { result: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your interval could not be saved. Please try again.');
  },
});

export const Saving = meta.story({
  args: { busy: true, minutes: 30 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Reality check every'), '15');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
});
