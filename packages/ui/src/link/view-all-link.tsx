import { useUi } from '../ui-context.tsx';
import { PageLink } from './page-link.tsx';

/** Props of {@link ViewAllLink}. */
export interface ViewAllLinkProps {
  href: string;
  /** The section's title, which the link names for screen readers. */
  title: string;
}

/** The View all link beside a section's heading: the page that lists the whole set. */
export function ViewAllLink({ href, title }: ViewAllLinkProps) {
  const { t } = useUi();
  return (
    <PageLink href={href} className="lb-view-all" aria-label={t('lobby.rail.viewAllLabel', { title })}>
      {t('lobby.rail.viewAll')}
    </PageLink>
  );
}
