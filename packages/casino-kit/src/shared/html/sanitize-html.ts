import DOMPurify from 'dompurify';

// Server HTML (messages, promotions, terms) may only format text and link: no scripts, forms,
// embedded documents, styles (a fixed overlay is CSS too), ids or names (DOM clobbering), or
// links other than http(s), mailto, app paths and fragments.
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'base',
  'link',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'id', 'name', 'srcset', 'action', 'formaction'];
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

let hooked = false;

function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof HTMLAnchorElement)) return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    // Pages outside the lobby open in a new tab that cannot reach back into it.
    if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('target');
  });
}

/**
 * Renames, inside tags, what the browser checks against the page's Content-Security-Policy while it
 * parses (an inline handler, a `<base>`), so that parsing hostile HTML into the sanitizer's inert
 * document reports nothing: Chromium reports those even there. The renamed parts are unknown to
 * DOMPurify, which drops them; it stays the only sanitizer.
 */
export function renameParseTimeHazards(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) => tag.replace(/^<(\/?)base\b/i, '<$1x-base').replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1x-on$2'));
}

/** How many cleaned texts are kept: every promo, widget and message of a visit, a few times over. */
const CLEANED_MAX = 256;

// The same server HTML is shown again and again (each render of a promo card, widget or ticker),
// and parsing it into an inert document is the costly part: each text is cleaned once.
const cleaned = new Map<string, string>();

/** Server HTML made inert: formatting and safe links survive, everything that could act is dropped. */
export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  hookLinks();
  const result = DOMPurify.sanitize(renameParseTimeHazards(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    SANITIZE_NAMED_PROPS: true,
  });
  // The oldest entry goes first: a Map keeps insertion order.
  if (cleaned.size >= CLEANED_MAX) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, result);
  return result;
}
