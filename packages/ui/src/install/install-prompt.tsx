import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { InstallOffer } from './install-offer.tsx';

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
  return (
    <InstallOffer
      title={t('install.title', { casino: casinoName })}
      body={t('install.body')}
      actions={
        <>
          <Button size="sm" busy={installing} onClick={onInstall}>
            {t('install.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('install.dismiss')}
          </Button>
        </>
      }
    />
  );
}
