import { describe, expect, test } from 'vitest';
import { cacheControl, contentSecurityPolicy, PROMO_FRAME_FILE, policyFor, promoFrameContentSecurityPolicy } from './rules.ts';

/** The policy's directives by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  test('scripts from the app and the theme script hash; no calls, frames or base elsewhere', () => {
    const csp = directives(contentSecurityPolicy(["'sha256-abc='"]));
    expect(csp.get('script-src')).toBe("'self' 'sha256-abc='");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  test("frames from the casino's game and live-dealer origins only; a local controller where given", () => {
    const csp = directives(contentSecurityPolicy([], ['http://127.0.0.1:8787'], ['https://games.example', 'https://live.example']));
    expect(csp.get('frame-src')).toBe("'self' http://127.0.0.1:8787 https://games.example https://live.example");
    expect(csp.get('connect-src')).toBe("'self' http://127.0.0.1:8787");
  });
});

describe('promoFrameContentSecurityPolicy', () => {
  test('inline scripts run, but nothing may call out, post a form, nest a frame or reach the embedding page', () => {
    const csp = directives(promoFrameContentSecurityPolicy());
    expect(csp.get('script-src')).toBe("'unsafe-inline'");
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'none'");
    expect(csp.get('frame-src')).toBe("'none'");
    expect(csp.get('sandbox')).toBe('allow-scripts');
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  test('only the promo frame file gets it, and it is never cached', () => {
    expect(policyFor(PROMO_FRAME_FILE, 'app')).toBe(promoFrameContentSecurityPolicy());
    expect(policyFor('index.html', 'app')).toBe('app');
    expect(policyFor(`x/${PROMO_FRAME_FILE}`, 'app')).toBe('app');
    expect(cacheControl(PROMO_FRAME_FILE)).toBe('no-store');
  });
});
