import { type ReactNode, useId } from 'react';
import { SectionHead } from './section-head.tsx';

/** Props of {@link HomeSection}. */
export interface HomeSectionProps {
  /** The section's heading (an h2). */
  title: string;
  /** The section's full page; without it there is no View all link. */
  viewAllHref?: string | null;
  /** Controls beside the heading, e.g. a carousel's Previous and Next. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A home section that is not a row of game cards (tournaments, promotions, winners, game of the
 * month): the rails' heading and View all link over any content, so every section reads alike.
 * The content keeps its own landmark (the winners' and promotions' regions), so this is none.
 */
export function HomeSection({ title, viewAllHref, actions, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <div className="lb-home-section">
      <SectionHead id={headingId} title={title} viewAllHref={viewAllHref}>
        {actions ? <div className="lb-home-section__actions">{actions}</div> : null}
      </SectionHead>
      {children}
    </div>
  );
}
