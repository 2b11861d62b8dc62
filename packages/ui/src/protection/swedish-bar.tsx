import type { SwedishBarRules } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link SwedishBar}. */
export interface SwedishBarProps {
  rules: SwedishBarRules;
  /** The lobby's limits page, which Spelgränser opens. */
  limitsHref: string;
}

/**
 * Sweden's three mandated buttons (Spelpaus, Spelgränser, Självtest) at the top of every page,
 * logged in or not, staying in view on scroll; their names are fixed and never translated.
 */
export function SwedishBar({ rules, limitsHref }: SwedishBarProps) {
  const { t } = useUi();
  return (
    <nav className="lb-sga-bar" aria-label={t('protection.sga.label')}>
      <PageLink href={rules.spelpaus.url} newTab className="lb-sga-bar__button">
        <span className="lb-sga-bar__symbol lb-sga-bar__symbol--pause" aria-hidden="true" />
        {rules.spelpaus.name}
      </PageLink>
      <PageLink href={limitsHref} className="lb-sga-bar__button">
        <span className="lb-sga-bar__symbol lb-sga-bar__symbol--limits" aria-hidden="true" />
        {rules.spelgranser.name}
      </PageLink>
      <PageLink href={rules.sjalvtest.url} newTab className="lb-sga-bar__button">
        <span className="lb-sga-bar__symbol lb-sga-bar__symbol--test" aria-hidden="true" />
        {rules.sjalvtest.name}
      </PageLink>
    </nav>
  );
}
