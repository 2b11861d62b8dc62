import { type ReactNode, useId } from 'react';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

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
  const { t } = useUi();
  const headingId = useId();
  return (
    <div className="lb-home-section" data-home-section={headingId}>
      <div className="lb-rail__head">
        <h2 id={headingId} className="lb-rail__title" dir="auto">
          {title}
        </h2>
        {viewAllHref ? (
          <PageLink href={viewAllHref} className="lb-rail__all" aria-label={t('lobby.rail.viewAllLabel', { title })}>
            {t('lobby.rail.viewAll')}
          </PageLink>
        ) : null}
        {actions ? <div className="lb-home-section__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
