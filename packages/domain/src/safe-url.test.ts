import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
  it.each(['/site/cashier', '/dashboard/', '/category/slots?sort=new#top', 'https://cashier.example/pay', 'HTTP://casino.example/'])(
    'keeps %s',
    (raw) => {
      expect(safeUrl(raw)).toBe(raw);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https:\\\\evil.example',
    'http://evil.example/\t',
    'cashier',
    '',
    'https://',
  ])('drops %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });
});

describe('isSameOriginPath', () => {
  it.each([
    ['/', true],
    ['/favorites', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['https://evil.example', false],
  ])('%j -> %s', (raw, expected) => {
    expect(isSameOriginPath(raw)).toBe(expected);
  });
});
