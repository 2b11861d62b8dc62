import { ErrorScreen, type ErrorKind, HeroBannerPlaceholder, LoadingScreen } from '@lobby/ui';
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useMatch } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useStandardSlot } from '../../shared/slots.tsx';
import { EarlyHeroBannerView, useEarlyHero } from '../../shared/early-hero.tsx';
import type { BootFailure } from '@lobby/casino-core';
import { bootRequested, lobbyShown } from '@lobby/casino-core';
import { selectBoot, selectCatalog, selectConfig } from '@lobby/casino-core';

const SCREEN_KIND: Record<BootFailure['kind'], ErrorKind> = {
  offline: 'offline',
  unreachable: 'unreachable',
  garbled: 'unexpected',
  misconfigured: 'unexpected',
};

/** True once `waiting` has lasted the profile's `slowBootMs`; a new `attempt` starts the count again. */
function useSlowWait(waiting: boolean, attempt: number): boolean {
  const { slowBootMs } = useLobbyOptions();
  const [slow, setSlow] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt restarts the count.
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), slowBootMs);
    return () => clearTimeout(timer);
  }, [waiting, attempt, slowBootMs]);
  return slow;
}

/**
 * On the home, the hero banner the page read before the app's code loaded (a first visit), for the
 * loading screen: its box while the page's answer is on its way (as the page's own loading screen
 * keeps it), so that the banner moves nothing when it comes.
 */
function useLoadingHero(): ReactNode {
  const home = useMatch({ path: '/', end: true }) !== null;
  // Only where the home shows the standard hero: a casino may hide the slot or show its own.
  const ours = useStandardSlot('HomeHero');
  const banner = useEarlyHero();
  if (!home || !ours || banner === null) return undefined;
  return banner ? <EarlyHeroBannerView banner={banner} /> : <HeroBannerPlaceholder />;
}

/** The loading screen while a route's code loads on the app's first render (the router's fallback). */
export function RouteLoading() {
  return <LoadingScreen casinoName={useProfile().displayName} hero={useLoadingHero()} />;
}

/** Shows the loading or error screen until the lobby can be shown: the configuration for the home, also the catalog elsewhere. */
export function BootGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const boot = useAppSelector(selectBoot);
  const config = useAppSelector(selectConfig);
  const catalog = useAppSelector(selectCatalog);
  const [attempt, setAttempt] = useState(0);
  // The home paints from the configuration alone, its rows waiting for the games in place; every
  // other page needs the catalog to know what it shows.
  const home = useMatch({ path: '/', end: true }) !== null;
  // The lobby replaces the loading screen in a background render, which React splits into slices
  // that let the browser paint and take input, rather than in one long task.
  const loading = useDeferredValue(boot.status === 'booting' && (config === null || (catalog === null && !home)));
  const slow = useSlowWait(loading, attempt);
  const shown = useAppSelector((state) => state.session.lobbyShown);
  const hero = useLoadingHero();
  // Start-up waits for this before it asks for a fresh catalog when a cached one is on screen.
  useEffect(() => {
    if (!loading && !shown && boot.status !== 'failed') dispatch(lobbyShown());
  }, [loading, shown, boot.status, dispatch]);
  if (boot.status === 'failed' && boot.failure) {
    return <ErrorScreen kind={SCREEN_KIND[boot.failure.kind]} retrying={boot.retrying} onRetry={() => dispatch(bootRequested())} />;
  }
  // A catalog from an earlier visit is enough to show the lobby while the fresh one loads.
  if (loading) {
    return (
      <LoadingScreen
        // The app's own name throughout: the configuration's arriving would change the line under the player's eyes.
        casinoName={profile.displayName}
        hero={hero}
        slow={slow}
        onRetry={() => {
          setAttempt((value) => value + 1);
          dispatch(bootRequested());
        }}
      />
    );
  }
  return children;
}
