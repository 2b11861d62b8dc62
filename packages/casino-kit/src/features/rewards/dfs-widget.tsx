import { lazy, Suspense } from 'react';
import { useGetDailyFreeSpinsQuery } from './rewards-api.ts';
import { useDfsFlags } from './use-dfs-flags.ts';

const DfsTeaserView = lazy(() => import('./dfs-teaser-view.tsx'));

/**
 * The `dfs` home widget: for a player of a casino with daily free spins, whether today's can be
 * claimed (with a link) or when the next come. Nothing for guests or while the answer is pending.
 */
export function DfsWidget() {
  const flags = useDfsFlags();
  const query = useGetDailyFreeSpinsQuery(undefined, { skip: !flags?.dfs });
  if (!query.data) return null;
  const reason = query.data.reason_not_allowed_to_redeem;
  if (!query.data.allowed_to_redeem && reason !== 'redeemed_today') return null;
  return (
    <Suspense fallback={null}>
      <DfsTeaserView available={query.data.allowed_to_redeem} />
    </Suspense>
  );
}
