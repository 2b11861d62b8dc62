import { useId } from 'react';
import type { ActivitySummary } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { LoadState } from '../load-state/load-state.tsx';

/** Props of {@link ActivitySummaryPanel}. */
export interface ActivitySummaryPanelProps {
  status: 'loading' | 'error' | 'ready';
  summary: ActivitySummary | null;
  formatDate: (ms: number) => string;
  busy: boolean;
  /** Acknowledges the summary; play may start after it. */
  onAcknowledge: () => void;
  onRetry: () => void;
}

/** The activity summary shown after login and before play (GGL): stakes, wins and losses of the last days. */
export function ActivitySummaryPanel({ status, summary, formatDate, busy, onAcknowledge, onRetry }: ActivitySummaryPanelProps) {
  const { t, formatMoney } = useUi();
  const id = useId();
  return (
    <section className="lb-activity" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('protection.activity.title', { count: summary?.days ?? 30 })}</h2>
      <LoadState
        status={status}
        loading={t('protection.activity.loading')}
        error={t('protection.activity.error')}
        retry={t('protection.retry')}
        onRetry={onRetry}
      />
      {status === 'ready' && summary ? (
        <>
          <p className="lb-activity__range">
            {t('protection.activity.range', { from: formatDate(summary.from), to: formatDate(summary.to) })}
          </p>
          <dl className="lb-protection-figures">
            <div>
              <dt>{t('protection.activity.stakes')}</dt>
              <dd>{formatMoney(summary.totals.stakes, summary.currency)}</dd>
            </div>
            <div>
              <dt>{t('protection.activity.wins')}</dt>
              <dd>{formatMoney(summary.totals.wins, summary.currency)}</dd>
            </div>
            <div>
              <dt>{t('protection.activity.losses')}</dt>
              <dd>{formatMoney(summary.totals.losses, summary.currency)}</dd>
            </div>
          </dl>
          <Button variant="primary" busy={busy} onClick={onAcknowledge}>
            {t('protection.activity.acknowledge')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
