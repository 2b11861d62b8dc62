import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

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
  const titleId = useId();
  return (
    <section className="lb-install lb-home-hint" aria-labelledby={titleId}>
      <span className="lb-install__icon" aria-hidden="true">
        <Icon name="star" />
      </span>
      <div className="lb-install__text">
        <h2 id={titleId} className="lb-install__title">
          {t('homeScreen.title', { casino: casinoName })}
        </h2>
        <p className="lb-install__body">{t('homeScreen.body')}</p>
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
      </div>
      <div className="lb-install__actions">
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('homeScreen.dismiss')}
        </Button>
      </div>
    </section>
  );
}
