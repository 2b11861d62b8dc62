import type { AccountTool } from '@lobby/domain';
import { useId } from 'react';
import { useUi } from '../ui-context.tsx';
import { ToolsList } from './tools-list.tsx';

/** Props of {@link ProtectionLinks}. */
export interface ProtectionLinksProps {
  /** Each tool the market has, with its page, in the order to list them. */
  tools: readonly { readonly tool: AccountTool; readonly href: string }[];
  /** The tool whose page shows now (marked as the current page), if any. */
  current?: AccountTool | null;
}

/** The account's way to the protection tools the market has: each one's page, with what it does. Nothing without tools. */
export function ProtectionLinks({ tools, current = null }: ProtectionLinksProps) {
  const { t } = useUi();
  const titleId = useId();
  if (tools.length === 0) return null;
  return (
    <nav className="lb-protection-links" aria-labelledby={titleId}>
      <h2 id={titleId} className="lb-protection-links__title">
        {t('protection.tools.title')}
      </h2>
      <ToolsList tools={tools} current={current} linkClassName="lb-protection-links__link" />
    </nav>
  );
}
