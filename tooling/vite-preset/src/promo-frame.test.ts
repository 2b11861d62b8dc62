import { PROMO_FRAME_DOCUMENT } from '@lobby/domain';
import { promoFrameContentSecurityPolicy } from '@lobby/deploy';
import type { Connect, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { describe, expect, test } from 'vitest';
import { promoFrame } from './promo-frame.ts';

/** The plugin's dev-server middleware, for an app built under `base`. */
function middleware(base: string): Connect.NextHandleFunction {
  const plugin: Plugin = promoFrame();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base } as ResolvedConfig);
  let handler: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) } } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  if (!handler) throw new Error('the plugin added no middleware');
  return handler;
}

function request(handler: Connect.NextHandleFunction, url: string) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '', passed: false };
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => {
      answer.status = status;
      answer.headers = headers;
    },
    end: (body: string) => {
      answer.body = body;
    },
  };
  handler({ url } as Connect.IncomingMessage, res as never, () => {
    answer.passed = true;
  });
  return answer;
}

describe('promoFrame', () => {
  test('the dev server answers the frame under the base path with its own policy', () => {
    const answer = request(middleware('/casino/fusion/'), '/casino/fusion/promo-frame.html?x=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Security-Policy']).toBe(promoFrameContentSecurityPolicy());
    expect(answer.body).toBe(PROMO_FRAME_DOCUMENT);
  });

  test.each(['/promo-frame.html', '/casino/fusion/promotions', '/casino/fusion/x/promo-frame.html'])('%s is left to the app', (url) => {
    expect(request(middleware('/casino/fusion/'), url).passed).toBe(true);
  });
});
