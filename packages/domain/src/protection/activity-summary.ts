import type { MarketRules } from './market-rules.ts';

const HOUR = 3_600_000;

/** When the summary is asked for: right after a login, or on the way into a game. */
export type SummaryMoment = 'login' | 'play';

/**
 * Whether the activity summary must be shown and acknowledged now: after every login, and before
 * play once the last acknowledgement is older than the market's limit (or there is none).
 */
export function activitySummaryRequired(
  rules: MarketRules,
  moment: SummaryMoment,
  acknowledgedAt: number | null,
  loginAt: number,
  now: number,
): boolean {
  const summary = rules.activitySummary;
  if (!summary) return false;
  if (acknowledgedAt === null || acknowledgedAt < loginAt) return true;
  if (moment === 'login') return false;
  return now - acknowledgedAt >= summary.beforePlayAfterHours * HOUR;
}
