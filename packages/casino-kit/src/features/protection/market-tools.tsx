import { accountTools } from '@lobby/domain';
import { ProtectionLinks } from '@lobby/ui';
import { useLocation } from 'react-router';
import { TOOL_PATHS } from './paths.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { useMarket } from './use-market.ts';

/**
 * The way to the protection tools from the account pages: a link to each page the market has
 * (limits, break, self-exclusion, account history), the one shown now marked as current.
 */
export function MarketTools() {
  const { rules } = useMarket();
  const { pathname } = useLocation();
  const tools = accountTools(rules).map((tool) => ({ tool, href: TOOL_PATHS[tool] }));
  if (tools.length === 0) return null;
  const current = tools.find(({ href }) => href === pathname)?.tool ?? null;
  return (
    <ProtectionUi>
      <ProtectionLinks tools={tools} current={current} />
    </ProtectionUi>
  );
}
