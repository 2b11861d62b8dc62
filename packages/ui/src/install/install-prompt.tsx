import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link InstallPrompt}. */
export interface InstallPromptProps {
  casinoName: string;
  onInstall: () => void;
  /** Not now: the app remembers it on this device. */
  onDismiss: () => void;
  /** The browser's own install dialog is open. */
  installing?: boolean;
}

/** A bar offering to install the lobby as an app; the app decides when it shows. */
export function InstallPrompt({ casinoName, onInstall, onDismiss, installing = false }: InstallPromptProps) {
  const { t } = useUi();
  const titleId = useId();
  return (
    <section className="lb-install" aria-labelledby={titleId}>
      <span className="lb-install__icon" aria-hidden="true">
        <Icon name="star" />
      </span>
      <div className="lb-install__text">
        <h2 id={titleId} className="lb-install__title">
          {t('install.title', { casino: casinoName })}
        </h2>
        <p className="lb-install__body">{t('install.body')}</p>
      </div>
      <div className="lb-install__actions">
        <Button size="sm" busy={installing} onClick={onInstall}>
          {t('install.install')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
