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

/** Why the session ends: until when the limit keeps the player out, and from when (the page's clock) the controller has surely reached it. */
export interface SessionLimitReached {
  readonly until: number;
  readonly passedAt: number;
}

/**
 * Watches for the session-time limit while a player is logged in and tells `onReached` until when
 * it keeps them out: at the moment the session summary names, by the controller's clock (read as
 * the request left, so never behind it), or at once when a limit set below the time already played
 * is reached (the limits' answer says so). If the session ends first (a request found it gone),
 * the message still comes once that moment is near. `passedAt` reads the controller's clock as the
 * answer came back, so never ahead of it: a logout before then would end the session short of the
 * limit, and the player could log in again.
 */
export function SessionLimitWatch({ onReached }: { onReached: (reached: SessionLimitReached) => void }) {
  const { now } = useDeps();
  const summary = useGetSessionSummaryQuery();
  const limits = useGetLimitsQuery();
  const ahead = summary.data?.sessionLimit ?? null;
  const serverNow = summary.data?.serverNow;
  const sentAt = summary.startedTimeStamp;
  const answeredAt = summary.fulfilledTimeStamp;
  useEffect(() => {
    if (ahead === null || serverNow === undefined || sentAt === undefined || answeredAt === undefined) return;
    const dueIn = () => ahead.reachedAt - (serverNow + (now() - sentAt)) - EARLY_MS;
    const reached = { until: ahead.until, passedAt: answeredAt + ahead.reachedAt - serverNow };
    const wait = dueIn();
    const timer = wait <= TIMER_MAX_MS ? setTimeout(() => onReached(reached), Math.max(0, wait)) : undefined;
    return () => {
      clearTimeout(timer);
      // Gone before the timer (the page turned to a guest's, or a slow background tab): the message is still due.
      if (dueIn() <= 0) onReached(reached);
    };
  }, [ahead, serverNow, sentAt, answeredAt, now, onReached]);
  const reachedNow = limits.data ? limitReachedUntil(limits.data.limits, 'session') : null;
  useEffect(() => {
    if (reachedNow !== null) onReached({ until: reachedNow, passedAt: now() });
  }, [reachedNow, now, onReached]);
  return null;
}

/**
 * The session-time limit is reached: why the session ends and when the player may come back, then
 * the logout, not before the controller's clock has reached the limit (the message comes a moment
 * early; a timer outside the page's life, so a page that turns to a guest's does not drop it).
 */
export function SessionLimitEnd({ reached }: { reached: SessionLimitReached }) {
  const dispatch = useAppDispatch();
  const { now } = useDeps();
  const formatDate = useFormatDate();
  const logOut = () => setTimeout(() => dispatch(logoutRequested()), Math.max(0, reached.passedAt - now()));
  return <SessionLimitDialog open until={reached.until} formatDate={formatDate} onClose={logOut} />;
}
