import { useId } from 'react';
import type { AccountHistory, HistoryKind } from '@lobby/domain';
import type { UiTextKey } from '../ui-text.ts';
import { useUi } from '../ui-context.tsx';
import { LoadState } from '../load-state/load-state.tsx';

const KIND_KEYS: Readonly<Record<HistoryKind, UiTextKey>> = {
  deposit: 'protection.history.kind.deposit',
  withdrawal: 'protection.history.kind.withdrawal',
  stake: 'protection.history.kind.stake',
  win: 'protection.history.kind.win',
  login: 'protection.history.kind.login',
  logout: 'protection.history.kind.logout',
  limit: 'protection.history.kind.limit',
  reality_check: 'protection.history.kind.reality_check',
  break: 'protection.history.kind.break',
  exclusion: 'protection.history.kind.exclusion',
  panic: 'protection.history.kind.panic',
  summary: 'protection.history.kind.summary',
  tools: 'protection.history.kind.tools',
};

/** Props of {@link AccountHistoryList}. */
export interface AccountHistoryListProps {
  status: 'loading' | 'error' | 'ready';
  history: AccountHistory | null;
  formatDate: (ms: number) => string;
  onRetry: () => void;
}

/** The account history with timestamps, as deep as the market asks (UKGC 3 months, GGL 12). */
export function AccountHistoryList({ status, history, formatDate, onRetry }: AccountHistoryListProps) {
  const { t, formatMoney } = useUi();
  const id = useId();
  return (
    <section className="lb-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('protection.history.title')}</h2>
      <LoadState
        status={status}
        loading={t('protection.history.loading')}
        error={t('protection.history.error')}
        retry={t('protection.retry')}
        onRetry={onRetry}
      />
      {status === 'ready' && history ? (
        <>
          <p className="lb-history__depth">{t('protection.history.depth', { count: history.months })}</p>
          {history.entries.length === 0 ? (
            <p>{t('protection.history.empty')}</p>
          ) : (
            <table className="lb-history__table">
              <thead>
                <tr>
                  <th scope="col">{t('protection.history.when')}</th>
                  <th scope="col">{t('protection.history.what')}</th>
                  <th scope="col">{t('protection.history.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {history.entries.map((entry, index) => (
                  // Entries carry no id; their place in this answer is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={`${entry.at}-${index}`}>
                    <td>
                      <time dateTime={new Date(entry.at).toISOString()}>{formatDate(entry.at)}</time>
                    </td>
                    <td>
                      {t(KIND_KEYS[entry.kind])}
                      {entry.detail ? <span className="lb-history__detail"> · {entry.detail}</span> : null}
                    </td>
                    <td>{entry.amount === null ? '' : formatMoney(entry.amount, history.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
