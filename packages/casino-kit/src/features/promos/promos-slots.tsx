import { type ComponentType, type ReactNode, type ReactPromise, Suspense, useEffect } from 'react';
import { useMatch } from 'react-router';
import { useProfile } from '../../shared/profile-context.tsx';
import { DataLayerGate, Unavailable } from '../../shared/data-layer-gate.tsx';
import { HeroWaiting } from '../../shared/early-hero.tsx';
import { AfterFirstScreen } from '../../shared/first-screen.tsx';
import { lazyExport } from '../../shared/lazy-export.ts';
import { settledPromise, useSettled } from '../../shared/settled-promise.ts';
import { useAppDispatch, useAppSelector, useAppStore } from '../../shared/hooks.ts';
import { useStandardSlot } from '../../shared/slots.tsx';
import { selectConfig, selectLanguage } from '@lobby/casino-core';
import { heroPictureLoading, heroPictureSettled } from '@lobby/casino-core';

// The slots load with their own chunk after the home's first paint, so the first screen does not
// carry the promotions code.
const homeSlots = () => import('./home-slots.tsx');

// If the hero's code cannot be fetched, its place shows nothing, as an optional part's does.
function HeroUnavailable() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(heroPictureSettled());
  }, [dispatch]);
  return <Unavailable part="the hero banner" />;
}
let heroSlot: ReactPromise<ComponentType> | null = null;

/**
 * Loads the hero's code, once, marked for `useSettled`. Start-up asks for it at the first screen's
 * turn (the composition's `FIRST_SCREEN_PARTS`): by the home's first render it is usually in, and
 * the banner renders in that commit instead of in a later retry (which React puts after every
 * pending transition, such as the rows filling in).
 */
export function loadHeroSlot(): ReactPromise<ComponentType> {
  heroSlot ??= settledPromise(
    import('./hero-slot.tsx').then(
      (module): ComponentType => module.HomeHeroSlot,
      (): ComponentType => HeroUnavailable,
    ),
  );
  return heroSlot;
}

function Hero() {
  const HomeHeroSlot = useSettled(loadHeroSlot());
  return <HomeHeroSlot />;
}
const Widgets = lazyExport(homeSlots, (module) => module.HomeWidgetsSlot);
const Tournaments = lazyExport(homeSlots, (module) => module.HomeTournamentsSlot);
const GameOfTheMonth = lazyExport(homeSlots, (module) => module.HomeGameOfTheMonthSlot);
const Promotions = lazyExport(homeSlots, (module) => module.HomePromotionsSlot);
const Winners = lazyExport(homeSlots, (module) => module.HomeWinnersSlot);
const Bars = lazyExport(
  () => import('./widgets.tsx'),
  (module) => module.StickyBars,
);

/**
 * Asks for the home's promotions as soon as the configuration is in (the language is settled then),
 * and for the hero's picture as soon as they answer, with high priority: from the app's root, not
 * from the home, whose first render comes later (a background render of the whole first screen).
 * The hero's own query then finds the answer, and its picture in the cache. Only on the home, and
 * only when the hero there is this feature's (a casino may hide it or show its own).
 */
function EarlyHomePromos() {
  const ours = useStandardSlot('HomeHero');
  const store = useAppStore();
  const { heroPromoId } = useProfile();
  const home = useMatch({ path: '/', end: true }) !== null;
  const configured = useAppSelector(selectConfig) !== null;
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    if (!ours || !home || !configured) return;
    let current = true;
    Promise.all([store.dataLayer.load(), import('./promos-api.ts')])
      .then(([, { askHomePromos }]) => (current ? askHomePromos(store, language, heroPromoId, () => current) : undefined))
      // The hero's query asks again when it renders, and the gate shows why it cannot.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ours, store, home, configured, language, heroPromoId]);
  return null;
}

/** The hero's slot: its box at once; the parts after the first screen wait for its picture (`FirstScreenWatch`). */
function HeroSlot() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(heroPictureLoading());
  }, [dispatch]);
  return (
    <Suspense fallback={<HeroWaiting />}>
      <DataLayerGate optional="a promotion slot">
        <Hero />
      </DataLayerGate>
    </Suspense>
  );
}

/** A slot after the first screen: its code and calls once the first screen has painted. */
function Later({ children }: { children: ReactNode }) {
  return (
    <AfterFirstScreen>
      <Suspense fallback={null}>
        <DataLayerGate optional="a promotion slot">{children}</DataLayerGate>
      </Suspense>
    </AfterFirstScreen>
  );
}

/** The lobby list pages' custom promos, loaded with their own chunk. */
const ListPromos = lazyExport(homeSlots, (module) => module.LobbyCustomPromos);

/** The home slots this feature fills, and the bars at the end of every page. */
export const PROMOS_SLOTS = {
  StartUp: EarlyHomePromos,
  // The hero's box shows from the first paint: the banner then takes its place without moving the page.
  HomeHero: HeroSlot,
  HomeWidgets: () => (
    <Later>
      <Widgets />
    </Later>
  ),
  HomeTournaments: () => (
    <Later>
      <Tournaments />
    </Later>
  ),
  HomeGameOfTheMonth: () => (
    <Later>
      <GameOfTheMonth />
    </Later>
  ),
  HomePromotions: () => (
    <Later>
      <Promotions />
    </Later>
  ),
  HomeWinners: () => (
    <Later>
      <Winners />
    </Later>
  ),
  Footer: () => (
    <Later>
      <Bars />
    </Later>
  ),
  ListPromos,
} as const;
