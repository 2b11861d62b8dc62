import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/play/starburst?by=netent', '/play/starburst?by=netent'],
    ['/category/online-slots#top', '/category/online-slots#top'],
    ['/search?q=%C3%A9', '/search?q=%C3%A9'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%5Cevil.example',
    '/\t/evil.example',
    'favorites',
    '',
    '%E0%A4%A',
  ])('replaces %s with /', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('replaces missing values with /', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
