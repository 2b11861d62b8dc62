import type { ProtectionTool } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { useUi } from '../ui-context.tsx';
import { ToolsList } from './tools-list.tsx';

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
      <ToolsList tools={tools} onFollow={onClose} />
    </Modal>
  );
}
