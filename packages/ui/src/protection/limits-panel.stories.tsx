import preview from '../../.storybook/preview.tsx';
import { expect, fn, within } from 'storybook/test';
import { LimitsPanel } from './limits-panel.tsx';
import type { LimitsPanelProps } from './limits-panel.tsx';
import { formatStoryDate, SOME_LIMITS, STORY_NOW, UKGC_LIMITS } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/LimitsPanel',
  component: LimitsPanel,
  args: {
    rules: UKGC_LIMITS,
    limits: SOME_LIMITS,
    currency: 'GBP',
    form: 'standard',
    formatDate: formatStoryDate,
    saving: null,
    result: null,
    onSubmit: fn(),
  } satisfies Partial<LimitsPanelProps>,
});

/** The form of the 24-hour deposit limit: the one under its heading. */
const depositDay = (canvasElement: HTMLElement): HTMLElement => {
  const heading = within(within(canvasElement).getByRole('group', { name: 'Deposit limit' })).getByRole('heading', { name: '24 hours' });
  const form = heading.closest('form');
  if (!form) throw new Error('no form around the heading');
  return form;
};

export const CurrentAndPending = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/a higher limit, or removing one, applies after 24 hours/)).toBeVisible();
    const row = within(depositDay(canvasElement));
    await expect(row.getByText('Now: £100.00')).toBeVisible();
    await expect(row.getByText('Changes to £250.00 on 28 Nov 2026, 06:00')).toBeVisible();
    await expect(row.getByLabelText('New limit (GBP)')).toHaveValue(100);
    await expect(canvas.getByText('Limit reached until 30 Nov 2026, 08:00')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Session-time limit' })).toHaveTextContent('Now: 120 minutes');
  },
});

export const Decrease = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const row = within(depositDay(canvasElement));
    const input = row.getByLabelText('New limit (GBP)');
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(row.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('deposit', 'day', 60);
  },
});

export const RemoveByKeyboard = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const row = within(depositDay(canvasElement));
    await userEvent.clear(row.getByLabelText('New limit (GBP)'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('deposit', 'day', null);
  },
});

export const Saving = meta.story({
  args: { saving: { kind: 'deposit', period: 'day' } },
  play: async ({ canvasElement }) => {
    await expect(within(depositDay(canvasElement)).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const AppliedNow = meta.story({
  args: { result: { kind: 'deposit', period: 'day', applies: 'now', effectiveAt: STORY_NOW } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your new limit applies now.');
  },
});

export const IncreaseAfterCoolOff = meta.story({
  args: { result: { kind: 'deposit', period: 'day', applies: 'later', effectiveAt: STORY_NOW + 24 * 3_600_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your higher limit applies from 28 Nov 2026, 10:00.');
  },
});

export const SaveFailed = meta.story({
  args: { result: { kind: 'loss', period: 'week', failed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your limit could not be saved.');
  },
});

export const ThreeDayCoolOffNoLimits = meta.story({
  args: { rules: { ...UKGC_LIMITS, increaseCoolOffHours: 72 }, limits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/applies after 3 days/)).toBeVisible();
    await expect(canvas.getAllByText('Now: no limit')).toHaveLength(9);
  },
});

export const NeutralKsa = meta.story({
  args: { form: 'neutral' },
  play: async ({ canvasElement, userEvent, args }) => {
    const row = within(depositDay(canvasElement));
    const input = row.getByLabelText('New limit (GBP)');
    await expect(input).toHaveValue(null);
    await userEvent.type(input, '80');
    const save = row.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.click(row.getByRole('checkbox', { name: 'I am prepared to lose £80.00.' }));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('deposit', 'day', 80);
  },
});
