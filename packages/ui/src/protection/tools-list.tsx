import type { ProtectionTool } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';

const TOOL_KEYS: Readonly<Record<ProtectionTool, { readonly name: UiTextKey; readonly text: UiTextKey }>> = {
  limits: { name: 'protection.tools.limits', text: 'protection.tools.limits_text' },
  reality_check: { name: 'protection.tools.reality_check', text: 'protection.tools.reality_check_text' },
  break: { name: 'protection.tools.break', text: 'protection.tools.break_text' },
  exclusion: { name: 'protection.tools.exclusion', text: 'protection.tools.exclusion_text' },
  history: { name: 'protection.tools.history', text: 'protection.tools.history_text' },
};

/** Props of {@link ToolsList}. */
export interface ToolsListProps<T extends ProtectionTool> {
  /** Each tool, with the page it lives on, in the order to list them. */
  tools: readonly { readonly tool: T; readonly href: string }[];
  /** The tool whose page shows now (marked as the current page), if any. */
  current?: T | null;
  /** The links' own class, if any. */
  linkClassName?: string;
  /** Called when the player follows a tool's link. */
  onFollow?: () => void;
}

/** The protection tools as a list: each one's link, with what it does under it. */
export function ToolsList<T extends ProtectionTool>({ tools, current = null, linkClassName, onFollow }: ToolsListProps<T>) {
  const { t } = useUi();
  return (
    <ul className="lb-tools-list">
      {tools.map(({ tool, href }) => (
        <li key={tool}>
          <PageLink href={href} current={tool === current} className={linkClassName} onClick={onFollow}>
            {t(TOOL_KEYS[tool].name)}
          </PageLink>
          <p className="lb-tools-list__text">{t(TOOL_KEYS[tool].text)}</p>
        </li>
      ))}
    </ul>
  );
}
