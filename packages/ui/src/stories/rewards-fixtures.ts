import type { DfsSlice } from '@lobby/domain';

/**
 * The stories' prize wheel: six slices, the second worth 20 spins and the last empty, so a story
 * can land on a win and on nothing. Its own, not the reference controller's demo wheel.
 */
export const STORY_WHEEL: readonly DfsSlice[] = [
  { no_of_spins: 10, probability: 35 },
  { no_of_spins: 20, probability: 20 },
  { no_of_spins: 5, probability: 25 },
  { no_of_spins: 50, probability: 5 },
  { no_of_spins: 15, probability: 10 },
  { no_of_spins: 0, probability: 5 },
];
