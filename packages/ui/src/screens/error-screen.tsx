import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';

/**
 * What went wrong: the casino did not answer (`unreachable`), it answered something that could
 * not be used (`unexpected`), the device has no network (`offline`), or a page's code could not be
 * loaded (`connection-lost`).
 */
export type ErrorKind = 'unreachable' | 'unexpected' | 'offline' | 'connection-lost';

const KIND: Record<ErrorKind, { icon: string; title: UiTextKey; text: UiTextKey }> = {
  unreachable: { icon: 'globe', title: 'error.unreachable.title', text: 'error.unreachable.text' },
  unexpected: { icon: 'alert', title: 'error.unexpected.title', text: 'error.unexpected.text' },
  offline: { icon: 'wifi-off', title: 'error.offline.title', text: 'error.offline.text' },
  'connection-lost': { icon: 'wifi-off', title: 'error.connectionLost.title', text: 'error.connectionLost.text' },
};

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  kind: ErrorKind;
  onRetry: () => void;
  /** A retry is under way: the button shows progress and ignores presses. */
  retrying?: boolean;
}

/** The full-page message when the lobby cannot start, with a Retry button. */
export function ErrorScreen({ kind, onRetry, retrying = false }: ErrorScreenProps) {
  const { t } = useUi();
  const titleId = useId();
  const copy = KIND[kind];
  return (
    <section className={`lb-screen lb-error lb-error--${kind}`} aria-labelledby={titleId}>
      <span className="lb-error__badge" aria-hidden="true">
        <Icon name={copy.icon} size={36} />
      </span>
      <div role="alert" className="lb-error__message">
        <h1 id={titleId} className="lb-screen__title">
          {t(copy.title)}
        </h1>
        <p className="lb-screen__text">{t(copy.text)}</p>
      </div>
      <Button size="lg" busy={retrying} icon={<Icon name="refresh" />} onClick={onRetry}>
        {retrying ? t('error.retrying') : t('error.retry')}
      </Button>
    </section>
  );
}
