import { casinoTweaks, fiftyFreeDecision, fiftyFreeDueInMs, fiftyFreeNext, readFiftyFreeStored } from '@lobby/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector, useAppStore } from '../../shared/hooks.ts';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useRedeemFiftyFreeMutation } from './rewards-api.ts';
import { safeStorage } from '@lobby/casino-core';
import { selectConfig, selectPlayer } from '@lobby/casino-core';

// The offer's widget and texts load only when it is about to show.
const FiftyFreeOfferView = lazy(() => import('./fifty-free-offer-view.tsx'));

/**
 * The fifty-free offer: shown `fiftyFreeOfferDelayMs` after the lobby opened to guests and to new
 * players in practice mode, once per device; a new player who saw it and now plays for real money gets it redeemed.
 */
export function FiftyFreeHost() {
  const profile = useProfile();
  const { openedAt } = useAppStore();
  const { now } = useDeps();
  const options = useLobbyOptions();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const storage = useMemo(() => safeStorage(() => window.localStorage), []);
  const key = `${profile.key}.fiftyfree`;
  const [stored, setStored] = useState(() => readFiftyFreeStored(storage.get(key)));
  const [visible, setVisible] = useState(false);
  const [redeem] = useRedeemFiftyFreeMutation();
  const redeeming = useRef(false);
  const decision = config
    ? fiftyFreeDecision({ guest: player === null, playerClass: player?.class ?? null, practice: player?.practicemode ?? false, stored })
    : 'none';

  const remember = (event: 'shown' | 'redeemed') => {
    const next = fiftyFreeNext(stored, event);
    if (next) storage.set(key, next);
    setStored(next);
  };

  useEffect(() => {
    if (decision !== 'show-after-delay') return;
    // The wait counts from the lobby's opening, not from when this part's code arrived.
    const timer = setTimeout(() => setVisible(true), fiftyFreeDueInMs(openedAt, now(), options));
    return () => clearTimeout(timer);
  }, [decision, now, openedAt, options]);

  // Due, it waits its turn among the overlays; it counts as shown once it is on the screen.
  const shows = useOverlayTurn('fifty-free', visible && config !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once; remembering it must not restart anything.
  useEffect(() => {
    if (shows) remember('shown');
  }, [shows]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one redeem per decision.
  useEffect(() => {
    if (decision !== 'redeem' || redeeming.current) return;
    redeeming.current = true;
    void redeem().then((result) => {
      // An answer, success or "already redeemed", settles it; a failed call tries again on the next visit.
      if (result.data) remember('redeemed');
      redeeming.current = false;
    });
  }, [decision]);

  if (!shows || !config) return null;
  const tweaks = casinoTweaks(config.casino_id);
  return (
    <Suspense fallback={null}>
      <FiftyFreeOfferView
        tweaks={tweaks}
        currency={player?.currency_code || config.currency}
        claimHref={player ? (config.pages.cashier ?? '/') : (config.pages.signup ?? '/')}
        onClose={() => setVisible(false)}
      />
    </Suspense>
  );
}
