import {
  type CustomPromo,
  durationParts,
  isVideoMedia,
  promoContentMessage,
  promoCountdownEnd,
  type RegularPromo,
  safeLink,
  shownMinDeposit,
} from '@lobby/domain';
import type { PromoCardProps } from '@lobby/ui';
import { sanitizeHtml } from '../../shared/html/sanitize-html.ts';
import { scopeCss } from '../../shared/html/scope-css.ts';

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

/** Where a custom promo's script frame comes from, and how tall it may grow. */
export interface PromoFramePlace {
  /** The frame document's URL under the app's base path. */
  readonly src: string;
  readonly maxHeightPx: number;
}

/**
 * A custom promo as its widget shows it: inline, its HTML sanitized and its CSS scoped; or, when it
 * has a script, as a frame (the frame document served with its own policy) that the sanitized
 * HTML, the CSS and the script are posted into.
 */
export function customPromoView(promo: CustomPromo, place: PromoFramePlace) {
  const js = promo.data.js.trim();
  if (js === '') return { id: promo.id, html: sanitizeHtml(promo.data.html), css: scopeCss(promo.data.css, promo.id), frame: null };
  return {
    id: promo.id,
    html: '',
    css: '',
    frame: { ...place, content: promoContentMessage(sanitizeHtml(promo.data.html), promo.data.css, js) },
  };
}
