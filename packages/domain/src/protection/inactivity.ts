import type { MarketRules } from './market-rules.ts';

const MINUTE = 60_000;

/** When an idle player is warned and then logged out. */
export interface InactivityTimes {
  readonly warnAt: number;
  readonly logoutAt: number;
}

/** The warning and logout times after the last activity, or null where the market has no inactivity logout. */
export function inactivityTimes(rules: MarketRules, lastActivityAt: number): InactivityTimes | null {
  const idle = rules.inactivity;
  if (!idle) return null;
  const logoutAt = lastActivityAt + idle.logoutMinutes * MINUTE;
  return { warnAt: logoutAt - idle.warnBeforeMinutes * MINUTE, logoutAt };
}

/** Where an idle player stands now. */
export function inactivityState(rules: MarketRules, lastActivityAt: number, now: number): 'active' | 'warned' | 'logout' {
  const times = inactivityTimes(rules, lastActivityAt);
  if (!times || now < times.warnAt) return 'active';
  return now < times.logoutAt ? 'warned' : 'logout';
}
