import type { MarketRules } from './market-rules.ts';

/** Every protection tool, in the order the lobby lists them (limits first, the history last). */
const PROTECTION_TOOLS = ['limits', 'reality_check', 'break', 'exclusion', 'history'] as const;

/** A protection tool: each has its own place in the lobby. */
export type ProtectionTool = (typeof PROTECTION_TOOLS)[number];

const OFFERED: Readonly<Record<ProtectionTool, (rules: MarketRules) => boolean>> = {
  limits: (rules) => rules.limits !== null,
  reality_check: (rules) => rules.realityCheck !== null,
  break: (rules) => rules.takeBreak !== null,
  exclusion: (rules) => rules.selfExclusion !== null,
  history: (rules) => rules.accountHistoryMonths > 0,
};

/** The protection tools a market offers, in the lobby's order; none without a market. */
export function protectionTools(rules: MarketRules): ProtectionTool[] {
  return PROTECTION_TOOLS.filter((tool) => OFFERED[tool](rules));
}

/**
 * Whether the tools popup must show now: the market asks for it after registration, and the
 * player has never acknowledged it (the controller keeps the acknowledgement; once is enough).
 */
export function toolsPopupRequired(rules: MarketRules, acknowledgedAt: number | null): boolean {
  return rules.toolsPopupAfterRegistration && acknowledgedAt === null;
}
