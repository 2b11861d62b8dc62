import { ServerHtml } from './server-html.tsx';
import { useId } from 'react';
import type { PromosText } from './promos-text.ts';

/** Props of {@link CustomPromo}. */
export interface CustomPromoProps {
  id: string;
  /** Sanitized HTML. */
  html: string;
  /** CSS already scoped to `[data-promo-scope="{id}"]`, with anything that could cover the page removed. */
  css: string;
  /**
   * A whole document to run the promo's script in, or null for none. It is shown in a frame
   * sandboxed without `allow-same-origin`: the script cannot reach the page, its cookies or storage.
   */
  scriptDocument: string | null;
  text: PromosText;
}

/** A custom promo: server HTML with its scoped CSS, or, when it has a script, a sandboxed frame. */
export function CustomPromo({ id, html, css, scriptDocument, text }: CustomPromoProps) {
  const labelId = useId();
  if (scriptDocument !== null) {
    return (
      <section className="lb-custom-promo lb-custom-promo--frame" aria-labelledby={labelId} data-custom-promo={id}>
        <h3 id={labelId} className="lb-visually-hidden">
          {text['promos.custom']}
        </h3>
        <iframe className="lb-custom-promo__frame" title={text['promos.custom']} sandbox="allow-scripts" srcDoc={scriptDocument} />
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
