import type { NavItem } from '@lobby/domain';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { isCurrentPath, itemKeys } from './nav-items.ts';

/** Props of {@link BottomLauncher}. */
export interface BottomLauncherProps {
  items: readonly NavItem[];
  currentPath?: string;
}

/** The small-screen bottom bar of launcher items; hidden from 1024 px up by the CSS. */
export function BottomLauncher({ items, currentPath }: BottomLauncherProps) {
  const { t } = useUi();
  if (items.length === 0) return null;
  const keys = itemKeys(items);
  return (
    <nav className="lb-launcher" aria-label={t('launcher.label')}>
      <ul className="lb-launcher__list">
        {items.map((item, index) => (
          <li key={keys[index]} className="lb-launcher__item">
            <PageLink
              href={item.action}
              className="lb-launcher__link"
              newTab={!item.ucc_internal}
              current={item.ucc_internal && isCurrentPath(item.action, currentPath)}
            >
              <Icon name={item.icon} size={22} />
              <span className="lb-launcher__label">{item.label}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
