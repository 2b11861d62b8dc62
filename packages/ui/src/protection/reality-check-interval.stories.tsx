import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketRules } from '@lobby/domain';
import { expect, fn } from 'storybook/test';
import { RealityCheckInterval } from './reality-check-interval.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = {
  title: 'Protection/RealityCheckInterval',
  component: RealityCheckInterval,
  args: { rules: rulesOf(marketRules('ukgc').realityCheck), minutes: 60, busy: false, onChange: fn() },
} satisfies Meta<typeof RealityCheckInterval>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByLabelText('Reality check every');
    await expect(select).toHaveValue('60');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, '15');
    await expect(args.onChange).toHaveBeenCalledWith(15);
  },
};

export const Saving: Story = {
  args: { busy: true, minutes: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Reality check every')).toBeDisabled();
  },
};
