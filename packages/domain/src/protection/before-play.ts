import type { SessionSummary } from '../entities/protection.ts';
import { activitySummaryRequired } from './activity-summary.ts';
import type { MarketRules } from './market-rules.ts';
import { toolsPopupRequired } from './tools-popup.ts';

/** What a player may have to see before a game starts. */
export type BeforePlay = 'tools' | 'summary';

/** Whether the market asks for anything before a game starts (then the game waits for the session's answer). */
export function asksBeforePlay(rules: MarketRules): boolean {
  return rules.toolsPopupAfterRegistration || rules.activitySummary !== null;
}

/**
 * What must be seen before a game starts now, in order: the protection tools popup while never
 * acknowledged (MGA, before the first game), then the activity summary once the last
 * acknowledgement is older than the market's hours or from before this login (GGL).
 */
export function dueBeforePlay(
  rules: MarketRules,
  session: Pick<SessionSummary, 'sessionStart' | 'summaryAcknowledgedAt' | 'toolsAcknowledgedAt'>,
  now: number,
): BeforePlay[] {
  const due: BeforePlay[] = [];
  if (toolsPopupRequired(rules, session.toolsAcknowledgedAt)) due.push('tools');
  if (activitySummaryRequired(rules, 'play', session.summaryAcknowledgedAt, session.sessionStart, now)) due.push('summary');
  return due;
}
