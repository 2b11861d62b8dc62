import type { ReactNode, Ref } from 'react';
import { ViewAllLink } from '../link/view-all-link.tsx';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page heading; pages whose top bar carries the title leave it out. */
  title?: string;
  /** A paragraph under the title. */
  intro?: string;
  /**
   * A long page (the home): the browser skips the style, layout and paint of its sections past
   * the first screen until they near the viewport. They stay in the document and to assistive
   * technology, and find-in-page and focus reach them.
   */
  long?: boolean;
  children?: ReactNode;
}

/** A page's column: optional title and intro, then its sections, evenly spaced. */
export function Page({ title, intro, long = false, children }: PageProps) {
  return (
    <div className={long ? 'lb-page lb-page--long' : 'lb-page'}>
      {title ? <h1 className="lb-page__title">{title}</h1> : null}
      {intro ? <p className="lb-page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  title: string;
  /** Where the section's View all link leads; without it there is no link. */
  viewAllHref?: string | null;
  children: ReactNode;
  /** The section element (the home watches where it is to fill it when it comes near). */
  ref?: Ref<HTMLElement>;
}

/** A titled block of a page (e.g. the providers or themes row of the home page). */
export function PageSection({ title, viewAllHref, children, ref }: PageSectionProps) {
  return (
    <section ref={ref} className="lb-page-section" aria-label={title}>
      <div className="lb-page-section__head">
        <h2 className="lb-page-section__title">{title}</h2>
        {viewAllHref ? <ViewAllLink href={viewAllHref} title={title} /> : null}
      </div>
      {children}
    </section>
  );
}
