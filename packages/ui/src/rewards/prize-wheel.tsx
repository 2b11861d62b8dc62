import type { DfsSlice } from '@lobby/domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { prefersReducedMotion } from '../motion.ts';
import { useUi } from '../ui-context.tsx';
import { useWheelCourse } from './use-wheel-course.ts';

/** Where a spin stands; `stopped` is a spin whose outcome is told elsewhere (a failed redeem). */
export type WheelPhase = 'idle' | 'spinning' | 'won' | 'lost' | 'stopped';

/** Props of {@link PrizeWheel}. */
export interface PrizeWheelProps {
  slices: readonly DfsSlice[];
  phase: WheelPhase;
  /**
   * The slice the spin lands on, once it is known: the controller names it in the redeem's answer,
   * which comes after the spin started. While it is null the wheel keeps turning; once given, the
   * wheel slows down onto it and rests when the spin's time (`spinMs`) is up, or `settleMinMs`
   * after it was given when that is later. Leave it out to turn to `rotation` instead.
   */
  slice?: number | null;
  /**
   * Clockwise rotation in degrees the wheel turns to (0 at rest), when the slice is known as the
   * spin starts and `slice` is left out.
   */
  rotation?: number;
  /** Spins won, shown when `phase` is `won`. */
  spins?: number;
  termsChecked: boolean;
  /** The terms were not accepted when the player tried to spin. */
  termsError: boolean;
  termsHref: string;
  onTermsChange: (checked: boolean) => void;
  onSpin: () => void;
  /** The wheel came to rest (its transition ended; at once under reduced motion). */
  onSettled?: () => void;
  /** Length of the spin animation (the options' `wheelSpinMs`). */
  spinMs: number;
  /** Width and height of the wheel in CSS pixels (the options' `wheelImagePx`); it shrinks to fit a narrower screen. */
  sizePx: number;
  /** With `slice`: the least time the wheel takes to slow down onto a slice given late (the options' `wheelSettleMinMs`). */
  settleMinMs: number;
  /** With `slice`: the wheel's speed, in turns a second, until its slice is known (the options' `wheelCruiseTurnsPerSecond`). */
  turnsPerSecond: number;
}

const R = 96;
const C = 100;

function point(angleDeg: number, radius: number): [number, number] {
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(rad), C + radius * Math.sin(rad)];
}

function slicePath(index: number, count: number): string {
  if (count === 1) return `M ${C} ${C - R} A ${R} ${R} 0 1 1 ${C - 0.01} ${C - R} Z`;
  const size = 360 / count;
  const [x0, y0] = point(index * size, R);
  const [x1, y1] = point((index + 1) * size, R);
  return `M ${C} ${C} L ${x0} ${y0} A ${R} ${R} 0 ${size > 180 ? 1 : 0} 1 ${x1} ${y1} Z`;
}

/** The prize wheel: slices by spins, the terms box, the spin button and the outcome. */
export function PrizeWheel(props: PrizeWheelProps) {
  const {
    slices,
    phase,
    slice,
    rotation = 0,
    spins = 0,
    termsChecked,
    termsError,
    termsHref,
    onTermsChange,
    onSpin,
    onSettled,
    spinMs,
    sizePx,
    settleMinMs,
    turnsPerSecond,
  } = props;
  const { t } = useUi();
  const id = useId();
  const errorId = `${id}-terms-error`;
  const label = (slice: DfsSlice) => (slice.no_of_spins > 0 ? String(slice.no_of_spins) : '0');
  const size = 360 / Math.max(slices.length, 1);
  // The wheel turns frame by frame toward a slice it may learn only while turning...
  const coursed = slice !== undefined;
  const disc = useRef<SVGGElement>(null);
  const restAngle = useWheelCourse(disc, {
    spinning: coursed && phase === 'spinning',
    slice: slice ?? null,
    count: slices.length,
    spinMs,
    settleMinMs,
    turnsPerSecond,
    onSettled,
  });
  // ...or, with a rotation known from the start, by a transition. Without an animation there is
  // no transitionend: the wheel is at rest as soon as it is drawn turned.
  useEffect(() => {
    if (!coursed && phase === 'spinning' && (spinMs <= 0 || prefersReducedMotion())) onSettled?.();
  }, [coursed, phase, spinMs, onSettled]);
  const discStyle = coursed
    ? { transform: `rotate(${restAngle}deg)`, transitionProperty: 'none' }
    : { transform: `rotate(${rotation}deg)`, transitionDuration: `${spinMs}ms` };
  return (
    <div className="lb-wheel" data-phase={phase}>
      <div className="lb-wheel__stage" style={{ width: sizePx, maxWidth: '100%' }}>
        <svg viewBox="0 0 200 200" className="lb-wheel__svg" role="img" aria-labelledby={`${id}-label`}>
          <title id={`${id}-label`}>
            {`${t('rewards.wheel.label')}: ${slices.map((s) => (s.no_of_spins > 0 ? t('rewards.wheel.slice', { count: s.no_of_spins }) : t('rewards.wheel.sliceEmpty'))).join(', ')}`}
          </title>
          <g
            ref={disc}
            className="lb-wheel__disc"
            data-testid="prize-wheel-disc"
            style={discStyle}
            onTransitionEnd={(event) => {
              if (!coursed && event.target === event.currentTarget) onSettled?.();
            }}
          >
            {slices.map((slice, index) => {
              const [x, y] = point((index + 0.5) * size, R * 0.66);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: slices are positions on the wheel; two may carry the same spins.
                <g key={index}>
                  <path d={slicePath(index, slices.length)} className={`lb-wheel__slice lb-wheel__slice--${index % 4}`} />
                  <text x={x} y={y} className="lb-wheel__text" transform={`rotate(${(index + 0.5) * size} ${x} ${y})`}>
                    {label(slice)}
                  </text>
                </g>
              );
            })}
            <circle cx={C} cy={C} r={14} className="lb-wheel__hub" />
          </g>
          <path d="M 92 0 L 108 0 L 100 18 Z" className="lb-wheel__pointer" />
        </svg>
      </div>
      <div className="lb-wheel__controls">
        <div className="lb-wheel__terms">
          <label className="lb-wheel__check">
            <input
              type="checkbox"
              checked={termsChecked}
              onChange={(event) => onTermsChange(event.currentTarget.checked)}
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? errorId : undefined}
              disabled={phase !== 'idle'}
            />
            <span>{t('rewards.terms.accept')}</span>
          </label>
          <PageLink href={termsHref} newTab className="lb-wheel__terms-link">
            {t('rewards.terms.link')}
          </PageLink>
          {termsError ? (
            <p id={errorId} className="lb-wheel__error" role="alert">
              {t('rewards.terms.error')}
            </p>
          ) : null}
        </div>
        <Button size="lg" onClick={onSpin} aria-disabled={phase !== 'idle' || undefined} busy={phase === 'spinning'}>
          {t('rewards.wheel.spin')}
        </Button>
        <p className="lb-wheel__outcome" role="status">
          {phase === 'spinning' ? t('rewards.wheel.spinning') : null}
          {phase === 'won' ? t('rewards.wheel.won', { count: spins }) : null}
          {phase === 'lost' ? t('rewards.wheel.lost') : null}
        </p>
      </div>
    </div>
  );
}
