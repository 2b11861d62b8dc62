import type { ReactNode } from 'react';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link SectionHead}. */
export interface SectionHeadProps {
  /** The heading's id, for the section that it names. */
  id: string;
  title: string;
  /** The section's full page; without it there is no View all link. */
  viewAllHref?: string | null;
  /** Controls after the link, e.g. a row's arrows. */
  children?: ReactNode;
}

/** A home section's heading row: the h2 with its gold mark, the View all link naming the section, and any controls. */
export function SectionHead({ id, title, viewAllHref, children }: SectionHeadProps) {
  const { t } = useUi();
  return (
    <div className="lb-rail__head">
      <h2 id={id} className="lb-rail__title" dir="auto">
        {title}
      </h2>
      {viewAllHref ? (
        <PageLink href={viewAllHref} className="lb-rail__all" aria-label={t('lobby.rail.viewAllLabel', { title })}>
          {t('lobby.rail.viewAll')}
        </PageLink>
      ) : null}
      {children}
    </div>
  );
}
