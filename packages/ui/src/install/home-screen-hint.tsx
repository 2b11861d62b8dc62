import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { InstallOffer } from './install-offer.tsx';

/** Props of {@link HomeScreenHint}. */
export interface HomeScreenHintProps {
  casinoName: string;
  /** Got it: the app remembers it on this device, as it does the install prompt's Not now. */
  onDismiss: () => void;
}

/**
 * The install offer where the browser has no install prompt (Safari on iPhone and iPad): the
 * platform's own steps, Share and then Add to Home Screen. Shown once; the app decides when.
 */
export function HomeScreenHint({ casinoName, onDismiss }: HomeScreenHintProps) {
  const { t } = useUi();
  return (
    <InstallOffer
      className="lb-home-hint"
      title={t('homeScreen.title', { casino: casinoName })}
      body={t('homeScreen.body')}
      actions={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('homeScreen.dismiss')}
        </Button>
      }
    >
      <ol className="lb-home-hint__steps">
        <li>
          <Icon name="share" className="lb-home-hint__glyph" />
          <span>{t('homeScreen.stepShare')}</span>
        </li>
        <li>
          <Icon name="add-box" className="lb-home-hint__glyph" />
          <span>{t('homeScreen.stepAdd')}</span>
        </li>
      </ol>
    </InstallOffer>
  );
}
