import type { Slots } from './slots.tsx';

/**
 * What every casino gets unless its profile says otherwise. The home's tournaments, game of the
 * month, promotions and winners sections stay empty until those features fill their slots.
 */
export const DEFAULT_SLOTS: Slots = {
  HomeHero: null,
  HomeTournaments: null,
  HomeGameOfTheMonth: null,
  HomePromotions: null,
  HomeWinners: null,
  Footer: null,
};
