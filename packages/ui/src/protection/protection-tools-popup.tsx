import type { ProtectionTool } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { Modal } from '../modal/modal.tsx';
import type { UiTextKey } from '../ui-text.ts';
import { useUi } from '../ui-context.tsx';

const TOOL_KEYS: Readonly<Record<ProtectionTool, { readonly name: UiTextKey; readonly text: UiTextKey }>> = {
  limits: { name: 'protection.tools.limits', text: 'protection.tools.limits_text' },
  reality_check: { name: 'protection.tools.reality_check', text: 'protection.tools.reality_check_text' },
  break: { name: 'protection.tools.break', text: 'protection.tools.break_text' },
  exclusion: { name: 'protection.tools.exclusion', text: 'protection.tools.exclusion_text' },
  history: { name: 'protection.tools.history', text: 'protection.tools.history_text' },
};

/** Props of {@link ProtectionToolsPopup}. */
export interface ProtectionToolsPopupProps {
  open: boolean;
  /** Each tool the market has, with the page it lives on. */
  tools: readonly { readonly tool: ProtectionTool; readonly href: string }[];
  onClose: () => void;
}

/** After registration, before the first game (MGA): every protection tool and where to find it. */
export function ProtectionToolsPopup({ open, tools, onClose }: ProtectionToolsPopupProps) {
  const { t } = useUi();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('protection.tools.title')}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('protection.tools.done')}
        </Button>
      }
    >
      <p>{t('protection.tools.intro')}</p>
      <ul className="lb-tools-list">
        {tools.map(({ tool, href }) => (
          <li key={tool}>
            <PageLink href={href} onClick={onClose}>
              {t(TOOL_KEYS[tool].name)}
            </PageLink>
            <p className="lb-tools-list__text">{t(TOOL_KEYS[tool].text)}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
