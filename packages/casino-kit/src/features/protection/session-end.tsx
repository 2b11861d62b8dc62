import { logoutRequested } from '@lobby/casino-core';
import { limitReachedUntil } from '@lobby/domain';
import { SessionLimitDialog } from '@lobby/ui';
import { useEffect } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppDispatch } from '../../shared/hooks.ts';
import { useGetLimitsQuery, useGetSessionSummaryQuery } from './protection-api.ts';
import { useFormatDate } from './protection-ui.tsx';

/** The message comes this long before the controller's moment: it must never come after the controller has ended the session. */
const EARLY_MS = 1000;
/** The longest delay a timer takes; no session lasts that long. */
const TIMER_MAX_MS = 2 ** 31 - 1;

/**
 * Watches for the session-time limit while a player is logged in and tells `onReached` until when
 * it keeps them out: at the moment the session summary names, by the controller's clock (read as
 * the request left, so never behind it), or at once when a limit set below the time already played
 * is reached (the limits' answer says so). If the session ends first (a request found it gone),
 * the message still comes once that moment is near.
 */
export function SessionLimitWatch({ onReached }: { onReached: (until: number) => void }) {
  const { now } = useDeps();
  const summary = useGetSessionSummaryQuery();
  const limits = useGetLimitsQuery();
  const ahead = summary.data?.sessionLimit ?? null;
  const serverNow = summary.data?.serverNow;
  const sentAt = summary.startedTimeStamp;
  useEffect(() => {
    if (ahead === null || serverNow === undefined || sentAt === undefined) return;
    const dueIn = () => ahead.reachedAt - (serverNow + (now() - sentAt)) - EARLY_MS;
    const wait = dueIn();
    const timer = wait <= TIMER_MAX_MS ? setTimeout(() => onReached(ahead.until), Math.max(0, wait)) : undefined;
    return () => {
      clearTimeout(timer);
      // Gone before the timer (the page turned to a guest's, or a slow background tab): the message is still due.
      if (dueIn() <= 0) onReached(ahead.until);
    };
  }, [ahead, serverNow, sentAt, now, onReached]);
  const reachedNow = limits.data ? limitReachedUntil(limits.data.limits, 'session') : null;
  useEffect(() => {
    if (reachedNow !== null) onReached(reachedNow);
  }, [reachedNow, onReached]);
  return null;
}

/** The session-time limit is reached: why the session ends and when the player may come back, then the logout. */
export function SessionLimitEnd({ until }: { until: number }) {
  const dispatch = useAppDispatch();
  const formatDate = useFormatDate();
  return <SessionLimitDialog open until={until} formatDate={formatDate} onClose={() => dispatch(logoutRequested())} />;
}
