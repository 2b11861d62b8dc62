/**
 * The frame a custom promo's script runs in: a small document of its own, served beside the app
 * (under the base path) with a policy of its own, shown sandboxed without `allow-same-origin`. The
 * lobby posts the promo into it once it has loaded; the frame answers with its height.
 */

/** The frame document's file name, under the app's base path. */
export const PROMO_FRAME_FILE = 'promo-frame.html';

/** What the lobby posts into the frame: the promo's sanitized HTML, its CSS and its script. */
export const PROMO_CONTENT_MESSAGE = 'lobby:promo-content';
/** What the frame posts back whenever its content changes size. */
export const PROMO_HEIGHT_MESSAGE = 'lobby:promo-height';

/** The message that carries a promo into its frame. */
export interface PromoContentMessage {
  readonly type: typeof PROMO_CONTENT_MESSAGE;
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

/** The content message for a promo (HTML already sanitized). */
export function promoContentMessage(html: string, css: string, js: string): PromoContentMessage {
  return { type: PROMO_CONTENT_MESSAGE, html, css, js };
}

/** Where a message came from, as the message event tells it. */
export interface PromoFrameSource {
  /** `event.origin`: a frame sandboxed without `allow-same-origin` has the opaque origin `null`. */
  readonly origin: string;
  /** Whether `event.source` is the promo frame's window. */
  readonly sourceIsFrame: boolean;
}

/**
 * The height (whole px, at most `maxPx`) a promo frame reports in a message event's `data`, or
 * null. Only `{type: 'lobby:promo-height', height}` from the frame's own window and the opaque
 * origin counts; a height that is not a finite number of at least 0 is ignored.
 */
export function parsePromoFrameHeight(data: unknown, source: PromoFrameSource, maxPx: number): number | null {
  if (!source.sourceIsFrame || source.origin !== 'null') return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, height } = data as { readonly type?: unknown; readonly height?: unknown };
  if (type !== PROMO_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height) || height < 0) return null;
  return Math.min(Math.ceil(height), maxPx);
}

// Runs in the frame. It takes the first well-formed content message from the window that embeds it
// (nobody else can: the frame's policy allows only the lobby's origin as its ancestor), answers to
// that window's origin only, and runs the promo's script as an inline script of its own document.
const FRAME_SCRIPT = `(() => {
  const lobby = window.parent;
  if (lobby === window) return;
  let lobbyOrigin = null;
  const report = () => {
    if (lobbyOrigin === null) return;
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    lobby.postMessage({ type: '${PROMO_HEIGHT_MESSAGE}', height }, lobbyOrigin);
  };
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (lobbyOrigin !== null || event.source !== lobby || typeof event.origin !== 'string') return;
    if (typeof data !== 'object' || data === null || data.type !== '${PROMO_CONTENT_MESSAGE}') return;
    if (typeof data.html !== 'string' || typeof data.css !== 'string' || typeof data.js !== 'string') return;
    lobbyOrigin = event.origin;
    const style = document.createElement('style');
    style.textContent = data.css;
    document.head.append(style);
    document.body.innerHTML = data.html;
    new ResizeObserver(report).observe(document.body);
    if (data.js.trim() !== '') {
      const script = document.createElement('script');
      script.textContent = data.js;
      document.body.append(script);
    }
    report();
  });
})();`;

/**
 * The frame document, as the app build emits it. Its policy (a response header, see the deploy
 * rules) allows inline scripts but no calls, forms or plugins; the frame's sandbox keeps the page,
 * its cookies and its storage out of reach.
 */
export const PROMO_FRAME_DOCUMENT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Promotion</title>
<style>html,body{margin:0}body{display:flow-root;box-sizing:border-box;padding:1rem;font-family:system-ui,sans-serif;color:#151833;background:#fff;overflow-wrap:anywhere}</style>
</head>
<body>
<script>${FRAME_SCRIPT}</script>
</body>
</html>
`;
