import { useId } from 'react';
import { PromoScriptFrame, type PromoScriptFrameProps } from './promo-script-frame.tsx';
import type { PromosText } from './promos-text.ts';
import { ServerHtml } from './server-html.tsx';

/** Props of {@link CustomPromo}. */
export interface CustomPromoProps {
  id: string;
  /** Sanitized HTML. */
  html: string;
  /** CSS already scoped to `[data-promo-scope="{id}"]`, with anything that could cover the page removed. */
  css: string;
  /**
   * The frame a promo with a script runs in, or null for none: sandboxed without
   * `allow-same-origin`, so the script cannot reach the page, its cookies or storage.
   */
  frame: Omit<PromoScriptFrameProps, 'title'> | null;
  text: PromosText;
}

/** A custom promo: server HTML with its scoped CSS, or, when it has a script, a sandboxed frame. */
export function CustomPromo({ id, html, css, frame, text }: CustomPromoProps) {
  const labelId = useId();
  if (frame !== null) {
    return (
      <section className="lb-custom-promo lb-custom-promo--frame" aria-labelledby={labelId} data-custom-promo={id}>
        <h3 id={labelId} className="lb-visually-hidden">
          {text['promos.custom']}
        </h3>
        {/* Changed content needs a fresh frame: a frame takes the first promo posted to it only. */}
        <PromoScriptFrame
          key={`${frame.src}\n${frame.content.html}\n${frame.content.css}\n${frame.content.js}`}
          {...frame}
          title={text['promos.custom']}
        />
      </section>
    );
  }
  return (
    <section className="lb-custom-promo" aria-labelledby={labelId} data-custom-promo={id}>
      <h3 id={labelId} className="lb-visually-hidden">
        {text['promos.custom']}
      </h3>
      <div className="lb-custom-promo__scope" data-promo-scope={id}>
        {css ? <style>{css}</style> : null}
        <ServerHtml html={html} />
      </div>
    </section>
  );
}
