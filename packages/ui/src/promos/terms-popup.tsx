import { ServerHtml } from './server-html.tsx';
import { useEffect, useId, useState } from 'react';
import { useUi } from '../ui-context.tsx';
import type { PromosText } from './promos-text.ts';

/** Props of {@link TermsPopup}. */
export interface TermsPopupProps {
  /** Sanitized HTML. */
  termsHtml: string;
  text: PromosText;
  /** How long the terms stay open before they hide by themselves; the options' `promoTermsHideMs` by default. */
  hideAfterMs?: number;
}

/** A "Terms apply" button opening the terms in a popup that hides by itself after a while (or on Close or Escape). */
export function TermsPopup({ termsHtml, text, hideAfterMs }: TermsPopupProps) {
  const { options } = useUi();
  const hideMs = hideAfterMs ?? options.promoTermsHideMs;
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), hideMs);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, hideMs]);
  return (
    <div className="lb-terms">
      <button type="button" className="lb-terms__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {text['promos.terms']}
      </button>
      {open ? (
        <div id={id} className="lb-terms__popup" role="dialog" aria-label={text['promos.termsTitle']}>
          <ServerHtml className="lb-terms__body" html={termsHtml} />
          <button type="button" className="lb-terms__close" onClick={() => setOpen(false)}>
            {text['promos.close']}
          </button>
        </div>
      ) : null}
    </div>
  );
}
