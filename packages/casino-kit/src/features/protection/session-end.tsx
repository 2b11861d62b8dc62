import { logoutRequested } from '@lobby/casino-core';
import { limitReachedUntil } from '@lobby/domain';
import { SessionLimitDialog } from '@lobby/ui';
import { useEffect } from 'react';
import { useAppDispatch } from '../../shared/hooks.ts';
import { useGetLimitsQuery } from './protection-api.ts';
import { useFormatDate } from './protection-ui.tsx';
import { useSession } from './use-market.ts';

/**
 * Watches for the session-time limit while a player is logged in and tells `onReached` until when
 * it keeps them out: once the controller's clock passes the moment the session summary named, or at
 * once when a limit set below the time already played is reached (the limits' answer says so).
 */
export function SessionLimitWatch({ onReached }: { onReached: (until: number) => void }) {
  const session = useSession();
  const limits = useGetLimitsQuery();
  const ahead = session?.summary.sessionLimit ?? null;
  const due = ahead !== null && session !== null && session.serverNow >= ahead.reachedAt ? ahead.until : null;
  const until = due ?? (limits.data ? limitReachedUntil(limits.data.limits, 'session') : null);
  useEffect(() => {
    if (until !== null) onReached(until);
  }, [until, onReached]);
  return null;
}

/** The session-time limit is reached: why the session ends and when the player may come back, then the logout. */
export function SessionLimitEnd({ until }: { until: number }) {
  const dispatch = useAppDispatch();
  const formatDate = useFormatDate();
  return <SessionLimitDialog open until={until} formatDate={formatDate} onClose={() => dispatch(logoutRequested())} />;
}
