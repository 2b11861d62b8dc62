import { defaultLobbyOptions, wheelRotation } from '@lobby/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { STORY_WHEEL } from '../stories/rewards-fixtures.ts';
import { PrizeWheel, type WheelPhase } from './prize-wheel.tsx';

const meta = {
  title: 'Rewards/PrizeWheel',
  component: PrizeWheel,
  args: {
    slices: STORY_WHEEL,
    phase: 'idle',
    rotation: 0,
    termsChecked: true,
    termsError: false,
    termsHref: '/site/terms',
    onTermsChange: fn(),
    onSpin: fn(),
    onSettled: fn(),
    spinMs: defaultLobbyOptions.wheelSpinMs,
    sizePx: defaultLobbyOptions.wheelImagePx,
  },
} satisfies Meta<typeof PrizeWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: /^Prize wheel: 10 spins, 20 spins/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onTermsChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

export const TermsNotAccepted: Story = {
  args: { termsChecked: false, termsError: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms and conditions to spin.');
  },
};

export const Spinning: Story = {
  args: { phase: 'spinning', rotation: wheelRotation(1, STORY_WHEEL.length) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The wheel is spinning…');
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Won: Story = {
  args: { phase: 'won', rotation: wheelRotation(1, STORY_WHEEL.length), spins: 20, spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 20 free spins!');
  },
};

export const Lost: Story = {
  args: { phase: 'lost', rotation: wheelRotation(5, STORY_WHEEL.length), spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No spins this time. Come back tomorrow.');
  },
};

/** The spin ended but the redeem failed: the wheel says nothing and the failure is shown beside it. */
export const Stopped: Story = {
  args: { phase: 'stopped', rotation: wheelRotation(2, STORY_WHEEL.length), spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A host that guards the spin: a double click spins (and would redeem) once. */
function GuardedWheel({ onSpin }: { onSpin: () => void }) {
  const [phase, setPhase] = useState<WheelPhase>('idle');
  const started = useRef(false);
  return (
    <PrizeWheel
      slices={STORY_WHEEL}
      phase={phase}
      rotation={phase === 'idle' ? 0 : wheelRotation(0, STORY_WHEEL.length)}
      spinMs={200}
      sizePx={defaultLobbyOptions.wheelImagePx}
      termsChecked
      termsError={false}
      termsHref="/site/terms"
      onTermsChange={() => {}}
      onSpin={() => {
        if (started.current) return;
        started.current = true;
        onSpin();
        setPhase('spinning');
      }}
      onSettled={() => setPhase('won')}
      spins={10}
    />
  );
}

export const DoubleClickSpinsOnce: Story = {
  render: (args) => <GuardedWheel onSpin={args.onSpin} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
  },
};
