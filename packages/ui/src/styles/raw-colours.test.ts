import { describe, expect, it } from 'vitest';
import { rawColours } from './raw-colours.ts';

// Where raw colours may be written: the token files, each casino's brand, and pictures that stand in
// for game art: the stories' stand-in games and pages (never shipped) and the lobby's fallback
// thumbnail (an image, which cannot read CSS) and the custom promo's sandboxed frame (a document of
// its own, which cannot read the lobby's tokens).
const ALLOWED = [
  /^(\.\/|\.\.\/styles\/)(palette|tokens)\.css$/,
  /\/apps\/[^/]+\/src\/brand\.ts$/,
  /^\.\.\/stories\//,
  /\.stories\.tsx$/,
  /\/casino-kit\/src\/shared\/games\/thumbnails\.ts$/,
  /\/casino-kit\/src\/features\/promos\/promo-view\.ts$/,
  /\.test\.tsx?$/,
];

// Every stylesheet and script of the widgets, the application layer and the apps, plus the apps'
// pages and Vite configurations.
const SOURCES: Record<string, string> = {
  ...import.meta.glob('../**/*.{css,ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('../../../casino-kit/src/**/*.{css,ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('../../../../apps/*/src/**/*.{css,ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('../../../../apps/*/{index.html,vite.config.ts}', { query: '?raw', import: 'default', eager: true }),
};

function offences(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([path]) => !ALLOWED.some((pattern) => pattern.test(path)))
    .flatMap(([path, text]) => rawColours(text).map(({ line, value }) => `${path}:${line} ${value}`));
}

describe('rawColours', () => {
  it.each([
    ['a hex colour in CSS', '.x {\n  color: #ffd876;\n}', [{ line: 2, value: '#ffd876' }]],
    [
      'short and alpha hex',
      'a{color:#fff;border-color:#0008}',
      [
        { line: 1, value: '#fff' },
        { line: 1, value: '#0008' },
      ],
    ],
    ['rgb with alpha', 'box-shadow: 0 1px 2px rgb(0 0 0 / 0.3);', [{ line: 1, value: 'rgb(0' }]],
    [
      'legacy rgba and hsl',
      'a{color:rgba(1,2,3,.5);b:hsl(200 50% 50%)}',
      [
        { line: 1, value: 'rgba(1' },
        { line: 1, value: 'hsl(2' },
      ],
    ],
    ['a hex inside a TypeScript string', "const c = '#5b3fd6';", [{ line: 1, value: '#5b3fd6' }]],
  ])('catches %s', (_name, text, expected) => {
    expect(rawColours(text)).toEqual(expected);
  });

  it.each([
    ['tokens', 'color: var(--lb-color-text);'],
    ['a mix of tokens', 'color-mix(in srgb, var(--lb-palette-gold-400) 45%, transparent)'],
    ['relative colour from a token', 'rgb(from var(--lb-color-brand) r g b / 0.5)'],
    ['an element id or fragment', "href='#main-content' #results-count"],
    ['a five-digit number after #', 'issue #12345'],
  ])('leaves %s alone', (_name, text) => {
    expect(rawColours(text)).toEqual([]);
  });
});

describe('colours come from tokens', () => {
  it('reads the sources (the globs still match the folders)', () => {
    const paths = Object.keys(SOURCES);
    expect(paths.some((path) => path === '../lobby/game-card.css')).toBe(true);
    expect(paths.some((path) => path.includes('/casino-kit/src/'))).toBe(true);
    expect(paths.some((path) => path.endsWith('/apps/fusion/index.html'))).toBe(true);
    // Stylesheets arrive as their text (the unit project keeps CSS), not emptied.
    expect(SOURCES['../lobby/game-card.css']).toContain('.lb-game-card');
  });

  it('finds no raw colour outside the token files', () => {
    expect(offences(SOURCES)).toEqual([]);
  });

  it('catches one planted in a widget stylesheet, a kit component and an app page', () => {
    const planted = {
      '../../../casino-kit/src/pages/x.tsx': "<div style={{ color: '#ff0000' }} />",
      '../lobby/x.css': '.x { background: rgb(255 0 0 / 0.5); }',
      '../../../../apps/fusion/index.html': '<meta name="theme-color" content="#140f2e" />',
      '../../../../apps/fusion/src/brand.ts': "themeColor: '#140f2e'",
    };
    expect(offences(planted)).toEqual([
      '../../../casino-kit/src/pages/x.tsx:1 #ff0000',
      '../lobby/x.css:1 rgb(2',
      '../../../../apps/fusion/index.html:1 #140f2e',
    ]);
  });
});
