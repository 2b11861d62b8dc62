import { describe, expect, it } from 'vitest';

describe('the one place the lobby leaves the page', () => {
  const sources: Record<string, string> = import.meta.glob(
    [
      '../**/*.{ts,tsx}',
      '../../../casino-core/src/**/*.ts',
      '!../**/*.test.{ts,tsx}',
      '!../../../casino-core/src/**/*.test.ts',
      '!../**/testing/**',
    ],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );

  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(150);
  });

  it('is the site-navigation port: no other file of the core or the kit touches window.location, window.top or window.open', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/site-navigation.ts') && !path.endsWith('/browser-deps.ts'))
      .filter(([, text]) => /\bwindow\.(location|top|open)\b/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('reads and writes cookies only through the core platform/cookies.ts, which survives a document.cookie that throws', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/platform/cookies.ts'))
      .filter(([, text]) => /\bdocument\.cookie\b/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
