import type { DfsRedeemResult, DfsSlice, DfsSpinPayload, DfsValidation } from '../entities/dfs.ts';
import { randomIndex, type RandomSource } from '../random-sample.ts';
import { sliceRestAngle } from './wheel-course.ts';

/** Whole turns the wheel makes before it settles. */
export const WHEEL_TURNS = 6;

/** Whether the wheel can land on `slice`: a finite, positive weight and a finite number of spins. */
export function isUsableSlice(slice: DfsSlice): boolean {
  return Number.isFinite(slice.probability) && slice.probability > 0 && Number.isFinite(slice.no_of_spins);
}

/** The slices the wheel can land on (`isUsableSlice`). */
export function usableSlices(slices: readonly DfsSlice[]): DfsSlice[] {
  return slices.filter(isUsableSlice);
}

function weight(slice: DfsSlice): number {
  return isUsableSlice(slice) ? slice.probability : 0;
}

/**
 * The index of the slice a spin lands on, each slice chosen with probability weight / total weight.
 * A slice the wheel cannot land on (`isUsableSlice`) is never chosen; null when none can be.
 */
export function pickSlice(slices: readonly DfsSlice[], random: RandomSource): number | null {
  const total = slices.reduce((sum, slice) => sum + weight(slice), 0);
  if (!(total > 0) || !Number.isFinite(total)) return null;
  // A whole-number draw over a fine grid keeps a source that returns 1 or NaN inside the range.
  const grid = 1_000_000;
  const point = ((randomIndex(grid, random) + 0.5) / grid) * total;
  let edge = 0;
  let last: number | null = null;
  for (const [index, slice] of slices.entries()) {
    const w = weight(slice);
    if (w === 0) continue;
    edge += w;
    last = index;
    if (point < edge) return index;
  }
  return last;
}

/**
 * The clockwise rotation, in degrees, that brings the middle of slice `index` (of `count` equal
 * slices, the first starting at the top) under the pointer at the top, after `turns` whole turns.
 */
export function wheelRotation(index: number, count: number, turns: number = WHEEL_TURNS): number {
  if (count <= 0) return 0;
  return turns * 360 + sliceRestAngle(index, count);
}

/**
 * The slice the wheel lands on after a redeem: the one the controller drew (`drawn_slice`) when it
 * names a slice of this wheel, else `requested`, the slice the lobby drew and sent (a controller
 * that does not draw takes that one). A redeem that failed lands on `requested` too.
 */
export function landingSlice(
  slices: readonly DfsSlice[],
  requested: number | null,
  result: Pick<DfsRedeemResult, 'drawn_slice'> | null | undefined,
): number | null {
  const drawn = result?.drawn_slice;
  if (drawn !== undefined && Number.isInteger(drawn) && drawn >= 0 && drawn < slices.length) return drawn;
  return requested;
}

/** Whether a slice wins something. */
export function isWinningSlice(slice: DfsSlice | undefined): boolean {
  return slice !== undefined && slice.no_of_spins > 0;
}

/**
 * The spin fields sent with `redeem_dfs`. Their sources are not shown; the lobby derives them:
 * the coupon template names the spins, the program is the casino's, the tier is the slice's
 * rank by spins (1 = fewest), `wspins` is the slice's position on the wheel, the game is the
 * offer's game. Without a wheel (`index` null) the offer's remaining spins are redeemed, tier 0.
 */
export function spinPayload(
  validation: DfsValidation,
  slices: readonly DfsSlice[],
  index: number | null,
  fallbackSpins: number,
): DfsSpinPayload {
  const slice = index === null ? undefined : slices[index];
  const spins = slice ? slice.no_of_spins : (validation.spins_remaining ?? fallbackSpins);
  const ranks = [...new Set(slices.map((s) => s.no_of_spins))].sort((a, b) => a - b);
  return {
    coupon_template: `DFS${spins}`,
    coupon_program_template_id: validation.casino_id ?? 0,
    Tier: slice ? ranks.indexOf(slice.no_of_spins) + 1 : 0,
    spins,
    wspins: index ?? 0,
    dfs_game: validation.dfs_game_slug || validation.game_slug,
  };
}
