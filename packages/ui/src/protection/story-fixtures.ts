import type { AccountHistory, ActivitySummary, Jurisdiction, LimitRules, MarketRules, PlayerLimit } from '@lobby/domain';
import { marketRules } from '@lobby/domain';

/** A fixed "now" for stories: Friday 27 November 2026, 10:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 27, 10);
const HOUR = 3_600_000;

/** Dates as the app would show them, fixed to UTC so stories read the same everywhere. */
export const formatStoryDate = (ms: number): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms);

/** A market's rules, which must exist for the stories that show them. */
export function rulesOf<T>(pick: T | null): T {
  if (pick === null) throw new Error('story rules missing');
  return pick;
}

/** A break or an exclusion flow's args as a market has it: its rules and national scheme, the story clock, no request under way. */
export function blockFlowArgs<R>(market: Jurisdiction, pick: (rules: MarketRules) => R | null) {
  const rules = marketRules(market);
  return {
    rules: rulesOf(pick(rules)),
    scheme: rules.nationalScheme,
    now: STORY_NOW,
    formatDate: formatStoryDate,
    busy: false,
    error: null,
  };
}

/** UKGC's limits. */
export const UKGC_LIMITS: LimitRules = rulesOf(marketRules('ukgc').limits);

/** A player with a deposit limit, a pending increase and a reached loss limit. */
export const SOME_LIMITS: readonly PlayerLimit[] = [
  {
    kind: 'deposit',
    period: 'day',
    amount: 100,
    pending: { amount: 250, effectiveAt: STORY_NOW + 20 * HOUR },
    used: 40,
    reachedUntil: null,
  },
  { kind: 'deposit', period: 'month', amount: 1000, pending: null, used: 400, reachedUntil: null },
  { kind: 'loss', period: 'week', amount: 50, pending: null, used: 50, reachedUntil: STORY_NOW + 70 * HOUR },
  { kind: 'session', period: 'day', amount: 120, pending: null, used: 35, reachedUntil: null },
];

/** Thirty days of play. */
export const SUMMARY: ActivitySummary = {
  days: 30,
  from: STORY_NOW - 30 * 24 * HOUR,
  to: STORY_NOW,
  currency: 'EUR',
  totals: { stakes: 412.5, wins: 301.25, losses: 111.25, deposits: 250, withdrawals: 0 },
  byDay: [],
};

/** A few account history entries. */
export const HISTORY: AccountHistory = {
  months: 3,
  currency: 'GBP',
  entries: [
    { at: STORY_NOW - HOUR, kind: 'win', amount: 12.5, detail: 'Lucky Sevens Deluxe' },
    { at: STORY_NOW - 2 * HOUR, kind: 'stake', amount: 5, detail: 'Lucky Sevens Deluxe' },
    { at: STORY_NOW - 3 * HOUR, kind: 'limit', amount: null, detail: 'deposit limit (day): 100' },
    { at: STORY_NOW - 4 * HOUR, kind: 'deposit', amount: 50, detail: 'Cashier' },
    { at: STORY_NOW - 5 * HOUR, kind: 'login', amount: null, detail: '' },
  ],
};
