import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { LoadState } from '../load-state/load-state.tsx';

/** Props of {@link ReferralLink}. */
export interface ReferralLinkProps {
  status: 'loading' | 'error' | 'ready';
  url: string;
  /** The casino's refer-a-friend page. */
  page: string;
  copied: boolean;
  onCopy: () => void;
  onRetry: () => void;
}

/** The player's refer-a-friend link, to copy and share. */
export function ReferralLink({ status, url, page, copied, onCopy, onRetry }: ReferralLinkProps) {
  const { t } = useUi();
  const id = useId();
  return (
    <section className="lb-referral" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-referral__title">
        {t('rewards.referral.title')}
      </h2>
      <p>{t('rewards.referral.text')}</p>
      <LoadState
        status={status}
        loading={t('rewards.referral.loading')}
        error={t('rewards.referral.error')}
        retry={t('rewards.dfs.retry')}
        onRetry={onRetry}
      />
      {status === 'ready' ? (
        <>
          <label htmlFor={`${id}-url`} className="lb-referral__label">
            {t('rewards.referral.label')}
          </label>
          <div className="lb-referral__row">
            <input id={`${id}-url`} className="lb-referral__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="secondary" onClick={onCopy}>
              {t('rewards.referral.copy')}
            </Button>
          </div>
          <p className="lb-referral__copied" role="status">
            {copied ? t('rewards.referral.copied') : ''}
          </p>
          {page ? (
            <PageLink href={page} className="lb-referral__more">
              {t('rewards.referral.more')}
            </PageLink>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
