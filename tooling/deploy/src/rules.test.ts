import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from './rules.ts';

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
