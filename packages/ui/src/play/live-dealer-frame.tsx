import { useId } from 'react';
import type { HTMLAttributeReferrerPolicy, Ref } from 'react';
import { useUi } from '../ui-context.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { PlayIframe } from './play-iframe.tsx';

/** Props of {@link LiveDealerFrame}. */
export interface LiveDealerFrameProps {
  /** Page heading and the frame's accessible name. */
  title: string;
  /** The live lobby URL; null until it arrives (the overlay covers the wait). */
  src?: string | null;
  /** The loader; the app removes it about 2.5 s after the URL arrives, plus the 0.6 s fade. */
  overlayVisible: boolean;
  sandbox?: string;
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  ref?: Ref<HTMLIFrameElement>;
}

/** The live dealer page: a heading with a Live badge and the live lobby frame under its loader. */
export function LiveDealerFrame(props: LiveDealerFrameProps) {
  const { title, src, overlayVisible } = props;
  const { t } = useUi();
  const titleId = useId();
  return (
    <section className="lb-live" aria-labelledby={titleId}>
      <header className="lb-live__header">
        <h1 id={titleId} className="lb-live__title">
          {title}
        </h1>
        <span className="lb-live__badge">
          <span className="lb-live__dot" aria-hidden="true" />
          {t('play.live.badge')}
        </span>
      </header>
      <div className="lb-live__stage" aria-busy={overlayVisible}>
        {src ? <PlayIframe ref={props.ref} src={src} title={title} sandbox={props.sandbox} referrerPolicy={props.referrerPolicy} /> : null}
        <LoadingOverlay visible={overlayVisible} name={title} status={t('play.live.connecting')} icon="live-dealer" />
      </div>
    </section>
  );
}
