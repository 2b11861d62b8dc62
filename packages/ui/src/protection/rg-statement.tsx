import { useId } from 'react';
import type { StatementRules } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** The responsible-gambling statement of the account pages (AGCO), with the help line's link and number. */
export function RgStatement({ statement }: { statement: StatementRules }) {
  const { t } = useUi();
  const id = useId();
  const { helpline } = statement;
  return (
    <aside className="lb-rg-statement" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-rg-statement__title">
        {t('protection.statement.title')}
      </h2>
      <p>{t('protection.statement.text')}</p>
      <p>
        {t('protection.statement.help', { name: helpline.name })}{' '}
        <PageLink href={helpline.url} newTab>
          {helpline.name}
        </PageLink>{' '}
        <a href={`tel:${helpline.phone.replace(/[^\d+]/g, '')}`}>{helpline.phone}</a>
      </p>
    </aside>
  );
}
