import { selectMarketRules, selectPlayer } from '@lobby/casino-core';
import { type MarketRules, sessionElapsedMs } from '@lobby/domain';
import { useAppSelector } from '../../shared/hooks.ts';
import { useNow } from '../../shared/use-now.ts';
import { useGetSessionSummaryQuery } from './protection-api.ts';

/** The market's rules in force, and whether a player is logged in. */
export function useMarket(): { readonly rules: MarketRules; readonly loggedIn: boolean } {
  const rules = useAppSelector(selectMarketRules);
  const loggedIn = useAppSelector(selectPlayer) !== null;
  return { rules, loggedIn };
}

/** Whether the market shows anything that reads the session summary (a session-time limit's end among them). */
const needsSession = (rules: MarketRules) =>
  rules.sessionClock ||
  rules.realityCheck !== null ||
  rules.activitySummary !== null ||
  rules.panicButton !== null ||
  rules.toolsPopupAfterRegistration ||
  rules.limits?.kinds.includes('session') === true;

/**
 * The logged-in player's session as the controller counts it, with the elapsed time on its clock,
 * ticking every second; null for a guest, a market without such elements, before the answer, or
 * for a controller without the calls.
 */
export function useSession() {
  const { rules, loggedIn } = useMarket();
  const skip = !loggedIn || !needsSession(rules);
  const query = useGetSessionSummaryQuery(undefined, { skip });
  const now = useNow(1000);
  if (skip || !query.data || query.fulfilledTimeStamp === undefined) return null;
  return {
    summary: query.data,
    /** The controller's time now (the local clock corrected by the offset seen at the answer). */
    serverNow: now + (query.data.serverNow - query.fulfilledTimeStamp),
    elapsedMs: sessionElapsedMs(query.data, query.fulfilledTimeStamp, now),
    refetch: query.refetch,
  };
}

/** Whether the logged-in player's session answer is still awaited (false for a guest, once answered, or once failed). */
export function useSessionPending(): boolean {
  const { rules, loggedIn } = useMarket();
  const skip = !loggedIn || !needsSession(rules);
  return useGetSessionSummaryQuery(undefined, { skip }).isLoading;
}
