import { defaultLobbyOptions, sliceRestAngle, wheelRotation } from '@lobby/domain';
import preview from '../../.storybook/preview.tsx';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { STORY_WHEEL } from '../stories/rewards-fixtures.ts';
import { PrizeWheel, type WheelPhase } from './prize-wheel.tsx';
import type { PrizeWheelProps } from './prize-wheel.tsx';

const meta = preview.meta({
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
    settleMinMs: defaultLobbyOptions.wheelSettleMinMs,
    turnsPerSecond: defaultLobbyOptions.wheelCruiseTurnsPerSecond,
  } satisfies Partial<PrizeWheelProps>,
});

export const Idle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: /^Prize wheel: 10 spins, 20 spins/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onTermsChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
});

export const TermsNotAccepted = meta.story({
  args: { termsChecked: false, termsError: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms and conditions to spin.');
  },
});

export const Spinning = meta.story({
  args: { phase: 'spinning', rotation: wheelRotation(1, STORY_WHEEL.length) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The wheel is spinning…');
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
});

export const Won = meta.story({
  args: { phase: 'won', rotation: wheelRotation(1, STORY_WHEEL.length), spins: 20, spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 20 free spins!');
  },
});

export const Lost = meta.story({
  args: { phase: 'lost', rotation: wheelRotation(5, STORY_WHEEL.length), spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No spins this time. Come back tomorrow.');
  },
});

/** The spin ended but the redeem failed: the wheel says nothing and the failure is shown beside it. */
export const Stopped = meta.story({
  args: { phase: 'stopped', rotation: wheelRotation(2, STORY_WHEEL.length), spinMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-disabled', 'true');
  },
});

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
      settleMinMs={defaultLobbyOptions.wheelSettleMinMs}
      turnsPerSecond={defaultLobbyOptions.wheelCruiseTurnsPerSecond}
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

export const DoubleClickSpinsOnce = meta.story({
  tags: ['test-only'],
  render: (args) => <GuardedWheel onSpin={args.onSpin} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
  },
});

/** The disc's clockwise angle as drawn, 0 to 360. */
function discAngle(root: HTMLElement): number {
  const disc = root.querySelector<SVGGElement>('[data-testid="prize-wheel-disc"]');
  const degrees = Number(/rotate\((-?[\d.e+-]+)deg\)/.exec(disc?.style.transform ?? '')?.[1] ?? Number.NaN);
  return ((degrees % 360) + 360) % 360;
}

/** Whether two angles name the same position, to a hundredth of a degree. */
const sameAngle = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) < 0.01;

/** The redeem is on its way: the wheel turns, and says so, until the controller names the slice. */
export const TurnsUntilTheSliceIsKnown = meta.story({
  args: { phase: 'spinning', slice: null },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The wheel is spinning…');
    const first = discAngle(canvasElement);
    await waitFor(() => expect(discAngle(canvasElement)).not.toBe(first));
    await expect(args.onSettled).not.toHaveBeenCalled();
  },
});

/**
 * A host as the app runs it: the spin starts at once, and the slice comes with the controller's
 * answer while the wheel turns (here a button stands for that answer).
 */
function WheelAwaitingItsSlice({ onSettled, named }: { onSettled: () => void; named: number }) {
  const [phase, setPhase] = useState<WheelPhase>('idle');
  const [slice, setSlice] = useState<number | null>(null);
  const won = STORY_WHEEL[named]?.no_of_spins ?? 0;
  return (
    <>
      <PrizeWheel
        slices={STORY_WHEEL}
        phase={phase}
        slice={slice}
        spins={won}
        spinMs={1500}
        settleMinMs={600}
        sizePx={defaultLobbyOptions.wheelImagePx}
        turnsPerSecond={defaultLobbyOptions.wheelCruiseTurnsPerSecond}
        termsChecked
        termsError={false}
        termsHref="/site/terms"
        onTermsChange={() => {}}
        onSpin={() => setPhase('spinning')}
        onSettled={() => {
          onSettled();
          setPhase(won > 0 ? 'won' : 'lost');
        }}
      />
      <button type="button" onClick={() => setSlice(named)} disabled={phase !== 'spinning' || slice !== null}>
        The controller answers: slice {named + 1}
      </button>
    </>
  );
}

export const LandsOnASliceNamedWhileTurning = meta.story({
  render: (args) => <WheelAwaitingItsSlice onSettled={args.onSettled ?? (() => {})} named={1} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    // Turning, with no slice to aim at yet.
    const first = discAngle(canvasElement);
    await waitFor(() => expect(discAngle(canvasElement)).not.toBe(first));
    await expect(args.onSettled).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'The controller answers: slice 2' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You won 20 free spins!'), { timeout: 15_000 });
    await expect(args.onSettled).toHaveBeenCalledOnce();
    // At rest with the named slice's middle under the pointer.
    await expect(sameAngle(discAngle(canvasElement), sliceRestAngle(1, STORY_WHEEL.length))).toBe(true);
  },
});

export const LandsOnTheEmptySliceNamedWhileTurning = meta.story({
  render: (args) => <WheelAwaitingItsSlice onSettled={args.onSettled ?? (() => {})} named={5} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'The controller answers: slice 6' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No spins this time. Come back tomorrow.'), {
      timeout: 15_000,
    });
    await expect(sameAngle(discAngle(canvasElement), sliceRestAngle(5, STORY_WHEEL.length))).toBe(true);
  },
});

/** Without an animation (reduced motion, or no spin time) the wheel rests on its slice as soon as it is named. */
export const RestsAtOnceWithoutMotion = meta.story({
  args: { phase: 'spinning', slice: 3, spinMs: 0 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledOnce());
    await expect(sameAngle(discAngle(canvasElement), sliceRestAngle(3, STORY_WHEEL.length))).toBe(true);
  },
});
