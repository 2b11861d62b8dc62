import { selectMarketRules, selectPlayer } from '@lobby/casino-core';
import { hasSessionLimit, type MarketRules, sessionElapsedMs } from '@lobby/domain';
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
  hasSessionLimit(rules);

/**
 * The logged-in player's session as the controller counts it, with the elapsed time on its clock,
 * ticking every second while `ticking`; null for a guest, a market without such elements, before
 * the answer, or for a controller without the calls. `pending` while the answer is awaited.
 */
export function useSessionState(ticking: boolean) {
  const { rules, loggedIn } = useMarket();
  const skip = !loggedIn || !needsSession(rules);
  const query = useGetSessionSummaryQuery(undefined, { skip });
  const now = useNow(ticking ? 1000 : null);
  const pending = !skip && query.isLoading;
  if (skip || !query.data || query.fulfilledTimeStamp === undefined) return { session: null, pending };
  const session = {
    summary: query.data,
    /** The controller's time now (the local clock corrected by the offset seen at the answer). */
    serverNow: now + (query.data.serverNow - query.fulfilledTimeStamp),
    elapsedMs: sessionElapsedMs(query.data, query.fulfilledTimeStamp, now),
    refetch: query.refetch,
  };
  return { session, pending };
}

/** The logged-in player's session, ticking every second ({@link useSessionState}); null where there is none. */
export function useSession() {
  return useSessionState(true).session;
}
