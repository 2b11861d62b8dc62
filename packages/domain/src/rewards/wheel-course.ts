/**
 * How a spin of the prize wheel turns, as a function of the time since it started: at a steady
 * cruise speed while its slice is unknown, then, once the slice is known (the redeem is sent as the
 * spin starts; the controller's answer names the slice), slowing down without a jump or a turn back
 * to rest with that slice under the pointer when the spin's time is up.
 */
export interface WheelCourse {
  /** Clockwise angle at the start of the spin, in degrees. */
  readonly from: number;
  /** Speed while the slice is unknown, in degrees per millisecond. */
  readonly speed: number;
  /** The slowing down, once the slice is known; null before. */
  readonly landing: WheelLanding | null;
}

/** The last part of a spin: from `startMs` (after the spin's start) for `durationMs`, to rest at `restAngle`. */
export interface WheelLanding {
  readonly startMs: number;
  readonly durationMs: number;
  readonly restAngle: number;
  readonly slice: number;
}

/** A spin starting at `from` degrees, turning `turnsPerSecond` while its slice is unknown. */
export function wheelCourse(from: number, turnsPerSecond: number): WheelCourse {
  const speed = Number.isFinite(turnsPerSecond) && turnsPerSecond > 0 ? (turnsPerSecond * 360) / 1000 : 0;
  return { from: Number.isFinite(from) ? from : 0, speed, landing: null };
}

/** The clockwise angle (0 to 360) that puts the middle of slice `index` of `count` under the pointer at the top. */
export function sliceRestAngle(index: number, count: number): number {
  if (count <= 0) return 0;
  const middle = (index + 0.5) * (360 / count);
  return (((360 - middle) % 360) + 360) % 360;
}

/**
 * The course once slice `index` (of `count`) is known, `knownAtMs` after the spin's start: it rests
 * on that slice at `spinMs` after the start, or `settleMinMs` after the slice became known when that
 * is later. The distance left is picked among the slice's positions (a whole turn apart) so the
 * wheel slows steadily from its cruise speed to rest. A course that has its slice keeps it.
 */
export function landWheel(
  course: WheelCourse,
  index: number,
  count: number,
  knownAtMs: number,
  spinMs: number,
  settleMinMs: number,
): WheelCourse {
  if (course.landing) return course;
  const startMs = Math.max(0, Number.isFinite(knownAtMs) ? knownAtMs : 0);
  const durationMs = Math.max(spinMs - startMs, settleMinMs, 0);
  const startAngle = cruiseAngle(course, startMs);
  const ahead = (((sliceRestAngle(index, count) - startAngle) % 360) + 360) % 360;
  // Slowing evenly covers half of what the cruise would; a third to two thirds of it keeps the
  // speed falling all the way (a cubic ease from the cruise speed to rest).
  const cruise = course.speed * durationMs;
  const ideal = cruise / 2;
  let distance = ahead + 360 * Math.max(0, Math.round((ideal - ahead) / 360));
  if (distance < cruise / 3) distance += 360 * Math.ceil((cruise / 3 - distance) / 360);
  return { ...course, landing: { startMs, durationMs, restAngle: startAngle + distance, slice: index } };
}

/** The wheel's clockwise angle, in degrees, `elapsedMs` after the spin's start. */
export function wheelAngle(course: WheelCourse, elapsedMs: number): number {
  const t = Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0);
  const landing = course.landing;
  if (!landing || t <= landing.startMs) return cruiseAngle(course, t);
  const startAngle = cruiseAngle(course, landing.startMs);
  const distance = landing.restAngle - startAngle;
  if (landing.durationMs <= 0 || distance <= 0) return landing.restAngle;
  const u = Math.min(1, (t - landing.startMs) / landing.durationMs);
  // Cubic Hermite from the cruise speed (slope m at the start) to rest (slope 0 at the end).
  const m = (course.speed * landing.durationMs) / distance;
  const eased = m * (u * u * u - 2 * u * u + u) + (3 * u * u - 2 * u * u * u);
  return startAngle + distance * eased;
}

/** When the wheel comes to rest, in ms after the spin's start; null while its slice is unknown. */
export function wheelRestsAt(course: WheelCourse): number | null {
  return course.landing ? course.landing.startMs + course.landing.durationMs : null;
}

function cruiseAngle(course: WheelCourse, t: number): number {
  return course.from + course.speed * t;
}
