import type { ReactNode } from 'react';
import { ViewAllLink } from '../link/view-all-link.tsx';

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
  return (
    <div className="lb-rail__head">
      <h2 id={id} className="lb-rail__title" dir="auto">
        {title}
      </h2>
      {viewAllHref ? <ViewAllLink href={viewAllHref} title={title} /> : null}
      {children}
    </div>
  );
}
