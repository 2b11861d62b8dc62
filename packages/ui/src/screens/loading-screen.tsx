import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** Shown while the casino's own configuration is still on its way. */
  casinoName?: string;
  /** The wait has lasted long: say the connection is slow and offer to try again. */
  slow?: boolean;
  onRetry?: () => void;
  /** The home's hero banner, when it is known before the lobby can show: above the wait, at the hero's size. */
  hero?: ReactNode;
}

/** The full-page wait while the configuration and games load. */
export function LoadingScreen({ casinoName, slow = false, onRetry, hero }: LoadingScreenProps) {
  const { t } = useUi();
  return (
    <div className={hero ? 'lb-screen lb-loading lb-loading--hero' : 'lb-screen lb-loading'}>
      {hero ? <div className="lb-loading__hero">{hero}</div> : null}
      <div className="lb-loading__spinner" aria-hidden="true">
        <span className="lb-loading__ring" />
        <Icon name="table-games" size={40} className="lb-loading__chip" />
      </div>
      {casinoName ? <p className="lb-loading__name">{casinoName}</p> : null}
      <p role="status" className="lb-screen__text">
        {t('loading.status')}
        {slow ? ` ${t('loading.slow')}` : null}
      </p>
      {slow && onRetry ? (
        <Button variant="secondary" icon={<Icon name="refresh" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      ) : null}
    </div>
  );
}
