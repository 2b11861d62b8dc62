import type { Slots } from './slots.tsx';

/** What every casino gets unless its profile says otherwise. */
export const DEFAULT_SLOTS: Slots = {
  HomeHero: null,
  Footer: null,
};
