import type { NavItem } from '@lobby/domain';
import { useId } from 'react';
import { useModalDialog } from '../modal/use-modal-dialog.ts';
import { useUi } from '../ui-context.tsx';
import { NavList } from './nav-list.tsx';
import type { NavPages } from './nav-list.tsx';
import { PlayerBox } from './player-box.tsx';
import type { PlayerLinks, PlayerSummary } from './player-box.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import type { SettingsPanelProps } from './settings-panel.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link MobileSidebar}; the settings props are those of {@link SettingsPanel}. */
export interface MobileSidebarProps extends SettingsPanelProps {
  open: boolean;
  /** Asked for on Escape, the close button, a backdrop click or a followed link. */
  onClose: () => void;
  items: readonly NavItem[];
  pages?: NavPages;
  currentPath?: string;
  /** The logged-in player; guests get no player box. */
  player?: PlayerSummary;
  /** The player's account links (profile, deposit, cash out, dashboard, log out). */
  playerLinks?: PlayerLinks;
}

/** The small-screen menu: a modal drawer with navigation, settings and the player box. */
export function MobileSidebar(props: MobileSidebarProps) {
  const { open, onClose, items, pages, currentPath, player, playerLinks, ...settings } = props;
  const { t } = useUi();
  const titleId = useId();
  const { closing, dialogProps } = useModalDialog(open, onClose);
  return (
    <dialog {...dialogProps} className={`lb-drawer${closing ? ' lb-drawer--closing' : ''}`} aria-labelledby={titleId}>
      <div className="lb-drawer__panel">
        <header className="lb-drawer__header">
          <h2 id={titleId} className="lb-drawer__title">
            {t('mobileNav.title')}
          </h2>
          <CloseButton label={t('common.close')} onClick={onClose} />
        </header>
        {player ? <PlayerBox player={player} links={playerLinks} /> : null}
        <nav className="lb-drawer__nav" aria-label={t('nav.label')}>
          <NavList items={items} pages={pages} currentPath={currentPath} onNavigate={onClose} />
        </nav>
        <SettingsPanel {...settings} />
      </div>
    </dialog>
  );
}
