import { landWheel, sliceRestAngle, wheelAngle, wheelCourse, wheelRestsAt } from '@lobby/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../motion.ts';

/** What drives a spin whose slice may be known only after it started. */
export interface WheelCourseInput {
  readonly spinning: boolean;
  /** The slice to land on; null while it is not known yet. */
  readonly slice: number | null;
  readonly count: number;
  readonly spinMs: number;
  readonly settleMinMs: number;
  readonly turnsPerSecond: number;
  readonly onSettled: (() => void) | undefined;
}

/**
 * Turns the wheel (`disc`) frame by frame along the domain's course: steadily while the slice is
 * unknown, then slowing onto it to rest when the spin's time is up. Paints the element directly
 * (no render per frame) and returns the angle the wheel rests at between spins. Under reduced
 * motion (or no spin time) the wheel does not turn: it shows the slice once it is known.
 */
export function useWheelCourse(disc: RefObject<SVGGElement | null>, input: WheelCourseInput): number {
  const [restAngle, setRestAngle] = useState(0);
  const latest = useRef(input);
  latest.current = input;
  // Where the next spin starts: read when it starts, not a reason to restart one.
  const startAngle = useRef(restAngle);
  startAngle.current = restAngle;
  const still = input.spinMs <= 0 || prefersReducedMotion();

  useEffect(() => {
    if (!input.spinning || still) return;
    let course = wheelCourse(startAngle.current, latest.current.turnsPerSecond);
    let frame = 0;
    let started: number | null = null;
    const tick = (now: number) => {
      started ??= now;
      const elapsed = now - started;
      const { slice, count, spinMs, settleMinMs } = latest.current;
      if (slice !== null && course.landing === null) course = landWheel(course, slice, count, elapsed, spinMs, settleMinMs);
      const angle = wheelAngle(course, elapsed);
      if (disc.current) disc.current.style.transform = `rotate(${angle}deg)`;
      const restsAt = wheelRestsAt(course);
      if (restsAt !== null && elapsed >= restsAt) {
        setRestAngle(((angle % 360) + 360) % 360);
        latest.current.onSettled?.();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // A spin runs from the moment it starts; the slice and callbacks are read as they change.
  }, [input.spinning, still, disc]);

  // Without motion the wheel is drawn turned to its slice as soon as it is known, and is at rest.
  useEffect(() => {
    if (!input.spinning || !still || input.slice === null) return;
    setRestAngle(sliceRestAngle(input.slice, input.count));
    latest.current.onSettled?.();
  }, [input.spinning, still, input.slice, input.count]);

  return restAngle;
}
