import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from '../options.ts';
import { landWheel, sliceRestAngle, wheelAngle, wheelCourse, wheelRestsAt } from './wheel-course.ts';

const SPIN_MS = defaultLobbyOptions.wheelSpinMs;
const SETTLE_MS = defaultLobbyOptions.wheelSettleMinMs;
const TURNS_PER_SECOND = defaultLobbyOptions.wheelCruiseTurnsPerSecond;
const cruise = () => wheelCourse(0, TURNS_PER_SECOND);
const mod360 = (angle: number) => ((angle % 360) + 360) % 360;

describe('sliceRestAngle', () => {
  it.each([
    [0, 8, 337.5],
    [1, 8, 292.5],
    [7, 8, 22.5],
    [0, 1, 180],
    [0, 0, 0],
  ])('slice %i of %i rests at %f degrees', (index, count, angle) => {
    expect(sliceRestAngle(index, count)).toBeCloseTo(angle, 9);
  });
});

describe('wheelCourse before its slice is known', () => {
  it('turns at the cruise speed and has no rest yet', () => {
    const course = cruise();
    expect(wheelAngle(course, 1000)).toBeCloseTo(TURNS_PER_SECOND * 360, 9);
    expect(wheelAngle(course, 5000)).toBeCloseTo(5 * TURNS_PER_SECOND * 360, 9);
    expect(wheelRestsAt(course)).toBeNull();
  });

  it('reads a nonsense start or speed as standing at 0', () => {
    expect(wheelAngle(wheelCourse(Number.NaN, -1), 1000)).toBe(0);
    expect(wheelAngle(cruise(), Number.NaN)).toBe(0);
  });
});

describe('landWheel', () => {
  it.each([
    ['known at the start', 0, SPIN_MS],
    ['known a second in', 1000, SPIN_MS],
    ['known just before the slowing must begin', SPIN_MS - SETTLE_MS, SPIN_MS],
    ['known late: it still takes the least settling time', SPIN_MS - 500, SPIN_MS - 500 + SETTLE_MS],
    ['known after the spin time', SPIN_MS + 3000, SPIN_MS + 3000 + SETTLE_MS],
  ])('%s: rests on the slice at the planned time', (_label, knownAt, restsAt) => {
    for (let slice = 0; slice < 8; slice += 1) {
      const course = landWheel(cruise(), slice, 8, knownAt, SPIN_MS, SETTLE_MS);
      expect(wheelRestsAt(course)).toBe(restsAt);
      expect(mod360(wheelAngle(course, restsAt))).toBeCloseTo(sliceRestAngle(slice, 8), 6);
      expect(wheelAngle(course, restsAt + 5000)).toBeCloseTo(wheelAngle(course, restsAt), 9);
    }
  });

  it('a course that has its slice keeps it', () => {
    const course = landWheel(cruise(), 2, 8, 500, SPIN_MS, SETTLE_MS);
    expect(landWheel(course, 5, 8, 900, SPIN_MS, SETTLE_MS)).toBe(course);
  });

  it('never turns back, never jumps, and only slows down once the slice is known (property)', () => {
    const speed = (TURNS_PER_SECOND * 360) / 1000;
    fc.assert(
      fc.property(
        fc.nat(7),
        fc.integer({ min: 0, max: SPIN_MS * 2 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (slice, knownAt, from) => {
          const course = landWheel(wheelCourse(from, TURNS_PER_SECOND), slice, 8, knownAt, SPIN_MS, SETTLE_MS);
          const end = wheelRestsAt(course) ?? 0;
          const step = 20;
          const faults: string[] = [];
          let previous = wheelAngle(course, 0);
          let previousSpeed = speed;
          for (let t = step; t <= end + step; t += step) {
            const angle = wheelAngle(course, t);
            const moved = (angle - previous) / step;
            if (moved < -1e-9) faults.push(`turned back at ${t}`);
            // At most the cruise speed, and after the slice is known, no faster than a moment before.
            if (moved > speed + 1e-6) faults.push(`faster than the cruise at ${t}`);
            if (t > knownAt + step && moved > previousSpeed + 1e-6) faults.push(`sped up at ${t}`);
            previous = angle;
            previousSpeed = moved;
          }
          expect(faults).toEqual([]);
          expect(mod360(wheelAngle(course, end))).toBeCloseTo(sliceRestAngle(slice, 8), 6);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with a short settling time it may hurry to the slice, but never turns back', () => {
    fc.assert(
      fc.property(fc.nat(7), fc.integer({ min: SPIN_MS - 400, max: SPIN_MS }), (slice, knownAt) => {
        const course = landWheel(cruise(), slice, 8, knownAt, SPIN_MS, 300);
        const end = wheelRestsAt(course) ?? 0;
        const backwards = [];
        for (let t = knownAt; t < end; t += 10) if (wheelAngle(course, t + 10) < wheelAngle(course, t) - 1e-9) backwards.push(t);
        expect(backwards).toEqual([]);
        expect(mod360(wheelAngle(course, end))).toBeCloseTo(sliceRestAngle(slice, 8), 6);
      }),
    );
  });
});
