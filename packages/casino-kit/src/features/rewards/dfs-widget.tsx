import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppSelector } from '../../shared/hooks.ts';
import { accountApi } from '@lobby/casino-core';
import { useGetDailyFreeSpinsQuery } from './rewards-api.ts';
import { selectPlayer } from '@lobby/casino-core';

const DfsTeaserView = lazy(() => import('./dfs-teaser-view.tsx'));

/**
 * The `dfs` home widget: for a player of a casino with daily free spins, whether today's can be
 * claimed (with a link) or when the next come. Nothing for guests or while the answer is pending.
 */
export function DfsWidget() {
  const player = useAppSelector(selectPlayer);
  // Subscribed here rather than read from the account state: when the start-up request for the
  // flags failed, the widget asks again instead of staying hidden for the whole visit.
  const flags = accountApi.useGetDfsFlagsQuery(undefined, { skip: player === null });
  // A widget shown while that request was still under way shares its failure: it asks once more.
  const retried = useRef(false);
  const { isError, refetch } = flags;
  useEffect(() => {
    if (!isError || retried.current) return;
    retried.current = true;
    void refetch();
  }, [isError, refetch]);
  const query = useGetDailyFreeSpinsQuery(undefined, { skip: player === null || !flags.data?.dfs });
  if (!query.data) return null;
  const reason = query.data.reason_not_allowed_to_redeem;
  if (!query.data.allowed_to_redeem && reason !== 'redeemed_today') return null;
  return (
    <Suspense fallback={null}>
      <DfsTeaserView available={query.data.allowed_to_redeem} />
    </Suspense>
  );
}
