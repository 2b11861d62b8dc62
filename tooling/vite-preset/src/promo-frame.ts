import { CACHE, PROMO_FRAME_FILE, promoFrameContentSecurityPolicy } from '@lobby/deploy';
import { PROMO_FRAME_DOCUMENT } from '@lobby/domain';
import type { Connect, Plugin } from 'vite';

/**
 * The custom promo frame's document (`promo-frame.html` under the base path): emitted into every
 * casino's build, and answered by the dev and preview servers with the same policy the deploy
 * sends, so a promo's script runs in development as it does in production.
 */
export function promoFrame(): Plugin {
  let path = `/${PROMO_FRAME_FILE}`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== path) return next();
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': promoFrameContentSecurityPolicy(),
      'Cache-Control': CACHE.never,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(PROMO_FRAME_DOCUMENT);
  };
  return {
    name: 'lobby-promo-frame',
    configResolved: (config) => {
      path = `${config.base}${PROMO_FRAME_FILE}`;
    },
    configureServer: (server) => {
      server.middlewares.use(serve);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(serve);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PROMO_FRAME_FILE, source: PROMO_FRAME_DOCUMENT });
    },
  };
}
