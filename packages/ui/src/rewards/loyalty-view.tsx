import type { LoyaltyTexts } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link LoyaltyView}. */
export interface LoyaltyViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The casino's loyalty texts; nested tables become lists. */
  texts: LoyaltyTexts | null;
  onRetry: () => void;
}

function Entries({ texts, depth }: { texts: LoyaltyTexts; depth: number }) {
  const entries = Object.entries(texts).filter(([key]) => !(depth === 0 && key === 'title'));
  return (
    <ul className="lb-loyalty__list" data-depth={depth}>
      {entries.map(([key, value]) => (
        <li key={key}>{typeof value === 'string' ? value : <Entries texts={value} depth={depth + 1} />}</li>
      ))}
    </ul>
  );
}

/** The loyalty programme as the casino words it (`{LANG}-loyalty.json`). */
export function LoyaltyView({ status, texts, onRetry }: LoyaltyViewProps) {
  const { t } = useUi();
  if (status === 'loading') {
    return (
      <p className="lb-loyalty__state" role="status">
        {t('rewards.loyalty.loading')}
      </p>
    );
  }
  if (status === 'error' || !texts) {
    return (
      <div className="lb-loyalty__state" role="alert">
        <p>{t('rewards.loyalty.error')}</p>
        <Button onClick={onRetry}>{t('rewards.dfs.retry')}</Button>
      </div>
    );
  }
  const title = typeof texts.title === 'string' ? texts.title : null;
  return (
    <div className="lb-loyalty">
      {title ? <h2 className="lb-loyalty__title">{title}</h2> : null}
      <Entries texts={texts} depth={0} />
    </div>
  );
}
