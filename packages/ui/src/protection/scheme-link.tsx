import type { NamedLink } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** The national self-exclusion scheme (GAMSTOP, OASIS, Cruks, Spelpaus), by its own name. */
export function SchemeLink({ scheme }: { scheme: NamedLink }) {
  const { t } = useUi();
  return (
    <p className="lb-protection-scheme">
      {t('protection.scheme.text')}{' '}
      <PageLink href={scheme.url} newTab>
        {scheme.name}
      </PageLink>
    </p>
  );
}
