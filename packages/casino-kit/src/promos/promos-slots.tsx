import { lazy, Suspense } from 'react';

// The slots load with their own chunk after the home's first paint, so the first screen does not
// carry the promotions code.
const homeSlots = () => import('./home-slots.tsx');

const Hero = lazy(async () => ({ default: (await homeSlots()).HomeHeroSlot }));
const Tournaments = lazy(async () => ({ default: (await homeSlots()).HomeTournamentsSlot }));
const GameOfTheMonth = lazy(async () => ({ default: (await homeSlots()).HomeGameOfTheMonthSlot }));
const Promotions = lazy(async () => ({ default: (await homeSlots()).HomePromotionsSlot }));
const Winners = lazy(async () => ({ default: (await homeSlots()).HomeWinnersSlot }));
const Bars = lazy(async () => ({ default: (await import('./widgets.tsx')).StickyBars }));

/** The lobby list pages' custom promos, loaded with their own chunk. */
export const LobbyPromos = lazy(async () => ({ default: (await homeSlots()).LobbyCustomPromos }));

/** The home slots this feature fills, and the bars at the end of every page. */
export const PROMOS_SLOTS = {
  HomeHero: () => (
    <Suspense fallback={null}>
      <Hero />
    </Suspense>
  ),
  HomeTournaments: () => (
    <Suspense fallback={null}>
      <Tournaments />
    </Suspense>
  ),
  HomeGameOfTheMonth: () => (
    <Suspense fallback={null}>
      <GameOfTheMonth />
    </Suspense>
  ),
  HomePromotions: () => (
    <Suspense fallback={null}>
      <Promotions />
    </Suspense>
  ),
  HomeWinners: () => (
    <Suspense fallback={null}>
      <Winners />
    </Suspense>
  ),
  Footer: () => (
    <Suspense fallback={null}>
      <Bars />
    </Suspense>
  ),
} as const;
