import {
  type CustomPromo,
  durationParts,
  isVideoMedia,
  promoCountdownEnd,
  type RegularPromo,
  safeLink,
  shownMinDeposit,
} from '@lobby/domain';
import type { PromoCardProps } from '@lobby/ui';
import { sanitizeHtml } from '../platform/sanitize-html.ts';
import { scopeCss } from '../platform/scope-css.ts';

const DATA_ATTRIBUTE = /(data-[a-z0-9-]+)\s*=\s*"([^"]*)"/gi;

/** The `data-*` attributes of a promo's raw `cta_attributes` text; anything else (handlers, styles) is ignored. */
export function ctaDataAttributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of raw.matchAll(DATA_ATTRIBUTE)) out[(match[1] ?? '').toLowerCase()] = match[2] ?? '';
  return out;
}

/** A regular promo as its card shows it at `nowMs`: sanitized HTML, checked links, countdown. */
export function promoCardView(
  promo: RegularPromo,
  nowMs: number,
  money: (amount: number) => string,
): Omit<PromoCardProps, 'text' | 'eager'> {
  const media = safeLink(promo.image);
  const href = safeLink(promo.cta_link);
  const end = promoCountdownEnd(promo.schedule_values, nowMs);
  const min = shownMinDeposit(promo.min_deposit);
  return {
    title: promo.title,
    textHtml: sanitizeHtml(promo.text),
    media: media ? { url: media, kind: isVideoMedia(media) ? 'video' : 'image' } : null,
    cta: href && promo.cta_text ? { href, label: promo.cta_text, data: ctaDataAttributes(promo.cta_attributes) } : null,
    termsHtml: sanitizeHtml(promo.terms),
    minDeposit: min === null ? null : money(min),
    countdown: end === null ? null : durationParts(end - nowMs),
  };
}

const FRAME_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: http:; media-src https: http:";

/**
 * The document a custom promo's script runs in: sanitized HTML, its CSS and its JS, under a policy
 * that allows no network. The app shows it in a frame sandboxed without `allow-same-origin`.
 */
export function customPromoScriptDocument(promo: CustomPromo): string | null {
  const js = promo.data.js.trim();
  if (js === '') return null;
  const css = promo.data.css.replace(/<\/style/gi, '<\\/style');
  const script = js.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><style>body{margin:0;font-family:system-ui,sans-serif;color:#151833;background:#fff}${css}</style></head><body>${sanitizeHtml(promo.data.html)}<script>${script}</script></body></html>`;
}

/** A custom promo as its widget shows it. */
export function customPromoView(promo: CustomPromo) {
  const scriptDocument = customPromoScriptDocument(promo);
  return {
    id: promo.id,
    html: scriptDocument === null ? sanitizeHtml(promo.data.html) : '',
    css: scriptDocument === null ? scopeCss(promo.data.css, promo.id) : '',
    scriptDocument,
  };
}
