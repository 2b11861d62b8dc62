import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';

// The light and dark themes differ in colours alone: layout, type and spacing are theme-free. The
// end-to-end tests rely on it: they check each screen's layout once, and its colours in both
// themes (e2e `seriousViolations` switches the theme for axe's colour rules).

const STYLESHEETS: Record<string, string> = import.meta.glob('../**/*.css', { query: '?raw', import: 'default', eager: true });

/** What a theme may set: the colour scheme, and colour, gradient and shadow tokens. */
const COLOUR_ONLY = /^(color-scheme|--lb-color-[\w-]+|--lb-gradient-[\w-]+|--lb-shadow-[\w-]+)$/;

/** The properties each block whose selector names a theme declares. */
function themeDeclarations(css: string): string[] {
  return [...css.matchAll(/([^{}]*data-theme[^{}]*)\{([^}]*)\}/g)].flatMap((block) =>
    [...(block[2] ?? '').matchAll(/(?:^|;)\s*([\w-]+)\s*:/g)].map((match) => match[1] ?? ''),
  );
}

describe('themes', () => {
  it('set colours alone', () => {
    const declared = themeDeclarations(tokens);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((property) => !COLOUR_ONLY.test(property))).toEqual([]);
  });

  it('catches a theme that sets a size', () => {
    const planted = tokens.replace(':root[data-theme="dark"] {', ':root[data-theme="dark"] {\n  --lb-space-4: 20px;');
    expect(themeDeclarations(planted).filter((property) => !COLOUR_ONLY.test(property))).toEqual(['--lb-space-4']);
  });

  it('are selected in tokens.css only', () => {
    const elsewhere = Object.entries(STYLESHEETS)
      .filter(([path, css]) => !path.endsWith('/tokens.css') && css.includes('data-theme'))
      .map(([path]) => path);
    expect(Object.keys(STYLESHEETS).length).toBeGreaterThan(20);
    expect(elsewhere).toEqual([]);
  });
});
