import type { ReactNode } from 'react';
import { useUi } from '../ui-context.tsx';
import { isAppPath, safeHref } from './href.ts';

/** Props of {@link PageLink}. */
export interface PageLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  current?: boolean;
  /** Open in a new tab, with a spoken hint; for pages outside the casino. */
  newTab?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
}

/** A link that uses the app's router for app paths and a plain anchor for anything else. */
export function PageLink({ href, className, children, current, newTab, onClick, ...aria }: PageLinkProps) {
  const { Link, t } = useUi();
  const ariaCurrent = current ? ('page' as const) : undefined;
  const safe = safeHref(href);
  if (isAppPath(safe) && !newTab) {
    return (
      <Link to={safe} className={className} onClick={onClick} aria-current={ariaCurrent} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={safe}
      className={className}
      onClick={onClick}
      aria-current={ariaCurrent}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      {...aria}
    >
      {children}
      {newTab ? <span className="lb-visually-hidden"> {t('common.newTab')}</span> : null}
    </a>
  );
}
