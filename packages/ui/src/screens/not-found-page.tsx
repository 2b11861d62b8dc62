import { useId } from 'react';
import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** Where "Back to homepage" leads; the lobby root by default. */
  homeHref?: string;
}

/** The 404 page: "Lost in the Shuffle". */
export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  const { t } = useUi();
  const titleId = useId();
  return (
    <section className="lb-screen lb-lost" aria-labelledby={titleId}>
      <div className="lb-lost__cards" aria-hidden="true">
        <span className="lb-lost__card lb-lost__card--left">
          <span>4</span>
          <span className="lb-lost__suit">♠</span>
        </span>
        <span className="lb-lost__card lb-lost__card--middle">
          <span className="lb-lost__chip">
            <Icon name="table-games" size={54} />
          </span>
        </span>
        <span className="lb-lost__card lb-lost__card--right">
          <span>4</span>
          <span className="lb-lost__suit lb-lost__suit--red">♥</span>
        </span>
      </div>
      <h1 id={titleId} className="lb-screen__title">
        {t('notFound.title')}
      </h1>
      <p className="lb-screen__text">{t('notFound.text')}</p>
      <PageLink href={homeHref} className={buttonClassName('primary', 'lg')}>
        <Icon name="home" />
        {t('notFound.back')}
      </PageLink>
    </section>
  );
}
