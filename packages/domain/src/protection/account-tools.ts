import type { MarketRules } from './market-rules.ts';
import { type ProtectionTool, protectionTools } from './tools-popup.ts';

/** One protection tool with a page in the account: every one but the reality check, which is chosen on the limits page. */
export type AccountTool = Exclude<ProtectionTool, 'reality_check'>;

const hasAccountPage = (tool: ProtectionTool): tool is AccountTool => tool !== 'reality_check';

/** The tools a market's rules give the player a page for, in the account's order; none without a market. */
export function accountTools(rules: MarketRules): readonly AccountTool[] {
  return protectionTools(rules).filter(hasAccountPage);
}
