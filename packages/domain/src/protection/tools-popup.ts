import type { MarketRules } from './market-rules.ts';

/** A protection tool the tools popup lists: each has its own place in the lobby. */
export type ProtectionTool = 'limits' | 'reality_check' | 'break' | 'exclusion' | 'history';

/** The protection tools a market offers, in the popup's order (limits first, the history last). */
export function protectionTools(rules: MarketRules): ProtectionTool[] {
  const offered: [ProtectionTool, boolean][] = [
    ['limits', rules.limits !== null],
    ['reality_check', rules.realityCheck !== null],
    ['break', rules.takeBreak !== null],
    ['exclusion', rules.selfExclusion !== null],
    ['history', rules.accountHistoryMonths > 0],
  ];
  return offered.filter(([, has]) => has).map(([tool]) => tool);
}

/**
 * Whether the tools popup must show now: the market asks for it after registration, and the
 * player has never acknowledged it (the controller keeps the acknowledgement; once is enough).
 */
export function toolsPopupRequired(rules: MarketRules, acknowledgedAt: number | null): boolean {
  return rules.toolsPopupAfterRegistration && acknowledgedAt === null;
}
