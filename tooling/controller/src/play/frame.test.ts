import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cashierTargetOrigin, frameAncestors, frameHeaders, httpUrl, inlineHash } from './frame.ts';

describe('cashierTargetOrigin', () => {
  it.each([
    ['http://localhost:5173/play/gold?by=x#top', 'http://localhost:5173'],
    ['https://casino.example/lobby/', 'https://casino.example'],
    ['  http://127.0.0.1:14173/  ', 'http://127.0.0.1:14173'],
    ['HTTPS://Casino.Example:443/x', 'https://casino.example'],
  ])('posts to the origin of %s', (returnurl, origin) => {
    expect(cashierTargetOrigin(returnurl)).toBe(origin);
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['/play/gold'],
    ['//evil.example/x'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['file:///etc/passwd'],
    ['ftp://files.example/'],
    ['blob:http://localhost:5173/abc'],
    ['http://'],
    ['not a url'],
  ])('refuses %s (the button stays disabled; never "*")', (returnurl) => {
    expect(cashierTargetOrigin(returnurl)).toBeNull();
  });

  it('keeps the whole URL for the way back, but only http(s)', () => {
    expect(httpUrl('http://localhost:5173/play/gold?x=1')?.href).toBe('http://localhost:5173/play/gold?x=1');
    expect(httpUrl('javascript:history.back()')).toBeNull();
  });
});

describe('frame headers', () => {
  it('lets this origin, local dev servers and the configured origins frame the page', () => {
    expect(frameAncestors(['https://lobby.example'])).toBe("'self' http://localhost:* http://127.0.0.1:* https://lobby.example");
  });

  it('drops configured values that are not clean origins, so none can add a directive', () => {
    const ancestors = frameAncestors([
      'https://a.example; script-src *',
      'https://b.example/path',
      'javascript:x',
      '*',
      'https://ok.example',
    ]);
    expect(ancestors).toBe("'self' http://localhost:* http://127.0.0.1:* https://ok.example");
  });

  it('allows inline code by hash only, and never denies framing outright', () => {
    const headers = frameHeaders([], { script: 'run()', style: 'p{}' });
    const csp = headers['Content-Security-Policy'] ?? '';
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${sha('run()')}'`);
    expect(csp).toContain(`style-src 'sha256-${sha('p{}')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('x-frame-options');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(frameHeaders([], { style: 'p{}' })['Content-Security-Policy']).toContain("script-src 'none'");
    expect(inlineHash('p{}')).toBe(`'sha256-${sha('p{}')}'`);
  });
});
