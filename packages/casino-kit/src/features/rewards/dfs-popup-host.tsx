import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { useGetDailyFreeSpinsQuery } from './rewards-api.ts';
import { useDfsFlags } from './use-dfs-flags.ts';
import { safeStorage } from '@lobby/casino-core';
import { selectPlayer } from '@lobby/casino-core';

const DfsTeaserView = lazy(() => import('./dfs-teaser-view.tsx'));

/**
 * The daily free spins popup (`dfs_popup`): on the lobby home, a player who may claim today's
 * spins is invited to; Not now (or following the link) keeps it away for the rest of the visit.
 */
export function DfsPopupHost() {
  const profile = useProfile();
  const location = useLocation();
  const player = useAppSelector(selectPlayer);
  const flags = useDfsFlags();
  const storage = useMemo(() => safeStorage(() => window.sessionStorage), []);
  const key = `${profile.key}.dfsPopupDismissed`;
  const [dismissed, setDismissed] = useState(() => storage.get(key) === '1');
  const wanted = player !== null && flags?.dfs === true && flags.dfs_popup && !dismissed && location.pathname === '/';
  const query = useGetDailyFreeSpinsQuery(undefined, { skip: !wanted });
  const shows = useOverlayTurn('dfs-sheet', wanted && query.data?.allowed_to_redeem === true);
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <DfsTeaserView
        available
        onDismiss={() => {
          storage.set(key, '1');
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
