import type { MarketRules } from './market-rules.ts';

/** The protection tools that have a page of their own in the player's account, in the order the account lists them. */
export const ACCOUNT_TOOLS = ['limits', 'break', 'exclusion', 'history'] as const;

/** One protection tool with a page in the account. */
export type AccountTool = (typeof ACCOUNT_TOOLS)[number];

const OFFERED: Readonly<Record<AccountTool, (rules: MarketRules) => boolean>> = {
  limits: (rules) => rules.limits !== null,
  break: (rules) => rules.takeBreak !== null,
  exclusion: (rules) => rules.selfExclusion !== null,
  history: (rules) => rules.accountHistoryMonths > 0,
};

/** The tools a market's rules give the player a page for, in the account's order; none without a market. */
export function accountTools(rules: MarketRules): readonly AccountTool[] {
  return ACCOUNT_TOOLS.filter((tool) => OFFERED[tool](rules));
}
