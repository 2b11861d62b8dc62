import type { CasinoPages, NavItem } from '@lobby/domain';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';
import { isCurrentPath, itemKeys } from './nav-items.ts';

/** The configured casino pages the navigation links to; a missing key hides its link. */
export type NavPages = Pick<CasinoPages, 'signup' | 'cashier' | 'vipprogram'>;

const PAGE_LINKS: readonly { key: keyof NavPages; icon: string; text: UiTextKey }[] = [
  { key: 'signup', icon: 'user', text: 'pages.signup' },
  { key: 'cashier', icon: 'cashier', text: 'pages.cashier' },
  { key: 'vipprogram', icon: 'vip', text: 'pages.vipprogram' },
];

/** Props of {@link NavList}. */
export interface NavListProps {
  items: readonly NavItem[];
  pages?: NavPages;
  currentPath?: string;
  /** Labels only as tooltips, for the collapsed sidebar. */
  compact?: boolean;
  /** Called after any link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
}

/** Navigation items then page links; shared by the sidebar and the mobile drawer. */
export function NavList({ items, pages, currentPath, compact = false, onNavigate }: NavListProps) {
  const { t } = useUi();
  const keys = itemKeys(items);
  const pageLinks = PAGE_LINKS.flatMap((link) => {
    const href = pages?.[link.key];
    return href ? [{ ...link, href }] : [];
  });
  return (
    <div className="lb-nav">
      <ul className="lb-nav__list">
        {items.map((item, index) => (
          <li key={keys[index]}>
            <NavEntry
              href={item.action}
              icon={item.icon}
              label={item.label}
              external={!item.ucc_internal}
              current={item.ucc_internal && isCurrentPath(item.action, currentPath)}
              compact={compact}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
      {pageLinks.length > 0 ? (
        <ul className="lb-nav__list lb-nav__list--pages">
          {pageLinks.map((link) => (
            <li key={link.key}>
              <NavEntry href={link.href} icon={link.icon} label={t(link.text)} compact={compact} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface NavEntryProps {
  href: string;
  icon: string;
  label: string;
  external?: boolean;
  current?: boolean;
  compact: boolean;
  onNavigate: (() => void) | undefined;
}

function NavEntry({ href, icon, label, external = false, current = false, compact, onNavigate }: NavEntryProps) {
  return (
    <PageLink href={href} className="lb-nav__link" current={current} newTab={external} onClick={onNavigate}>
      {/* The native title gives mouse users the label while only icons show. */}
      <span className="lb-nav__icon" title={compact ? label : undefined}>
        <Icon name={icon} size={20} />
      </span>
      <span className="lb-nav__label">{label}</span>
      {external && !compact ? <Icon name="external" size={14} className="lb-nav__external" /> : null}
    </PageLink>
  );
}
