import type { NavItem } from '@lobby/domain';
import { useId } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { NavList } from './nav-list.tsx';
import type { NavPages } from './nav-list.tsx';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  items: readonly NavItem[];
  pages?: NavPages;
  currentPath?: string;
  /** Icons only; the owner keeps (and may persist) this state. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/** The desktop sidebar: navigation that collapses to an icon rail. */
export function Sidebar({ items, pages, currentPath, collapsed, onCollapsedChange }: SidebarProps) {
  const { t } = useUi();
  const navId = useId();
  return (
    <div className={`lb-sidebar${collapsed ? ' lb-sidebar--collapsed' : ''}`}>
      <button
        type="button"
        className="lb-sidebar__toggle"
        aria-expanded={!collapsed}
        aria-controls={navId}
        onClick={() => onCollapsedChange(!collapsed)}
      >
        <Icon name="chevron-left" className="lb-sidebar__chevron" />
        <span className="lb-visually-hidden">{t('nav.toggle')}</span>
      </button>
      <nav id={navId} className="lb-sidebar__nav" aria-label={t('nav.label')}>
        <NavList items={items} pages={pages} currentPath={currentPath} compact={collapsed} />
      </nav>
    </div>
  );
}
