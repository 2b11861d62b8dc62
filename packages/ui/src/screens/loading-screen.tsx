import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** Shown while the casino's own configuration is still on its way. */
  casinoName?: string;
}

/** The full-page wait while the configuration and games load. */
export function LoadingScreen({ casinoName }: LoadingScreenProps) {
  const { t } = useUi();
  return (
    <div className="lb-screen lb-loading">
      <div className="lb-loading__spinner" aria-hidden="true">
        <span className="lb-loading__ring" />
        <Icon name="table-games" size={40} className="lb-loading__chip" />
      </div>
      {casinoName ? <p className="lb-loading__name">{casinoName}</p> : null}
      <p role="status" className="lb-screen__text">
        {t('loading.status')}
      </p>
    </div>
  );
}
