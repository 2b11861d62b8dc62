import { defaultLobbyOptions, mediaWidths, optionCustomProperties } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';

// The stylesheet's durations and breakpoints must be the options table's: CSS cannot import it, so
// these tests hold the two together (docs/decisions/049-stylesheet-tokens-mirror-the-options.md).

const STYLESHEETS: Record<string, string> = import.meta.glob('../**/*.css', { query: '?raw', import: 'default', eager: true });

/** Custom properties declared in the first `:root { ... }` block of `css` (the theme-free tokens). */
function rootProperties(css: string): Record<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]));
}

/** `@media` widths in `css` that are not one of `widths` (min-width N, or max-width N - 1). */
function strayMediaWidths(css: string, widths: readonly number[]): string[] {
  const bands = new Set(widths);
  return [...css.matchAll(/@media[^{]*/g)].flatMap((media) =>
    [...media[0].matchAll(/\((min|max)-width:\s*(\d+)px\)/g)]
      .filter(([, kind, width]) => !bands.has(kind === 'min' ? Number(width) : Number(width) + 1))
      .map(([query]) => query),
  );
}

describe('options and tokens', () => {
  it('tokens.css declares every duration and breakpoint of the options with the same value', () => {
    const declared = rootProperties(tokens);
    for (const [name, value] of Object.entries(optionCustomProperties(defaultLobbyOptions))) {
      expect({ name, value: declared[name] }).toEqual({ name, value });
    }
  });

  it('catches a drifted duration', () => {
    const drifted = rootProperties(tokens.replace('--lb-duration: 350ms', '--lb-duration: 300ms'));
    expect(drifted['--lb-duration']).not.toBe(optionCustomProperties(defaultLobbyOptions)['--lb-duration']);
  });

  it('every media query width is one of the options widths', () => {
    expect(Object.keys(STYLESHEETS).length).toBeGreaterThan(20);
    const stray = Object.entries(STYLESHEETS).flatMap(([path, css]) =>
      strayMediaWidths(css, mediaWidths(defaultLobbyOptions)).map((query) => `${path} ${query}`),
    );
    expect(stray).toEqual([]);
  });

  it('catches a media query off the breakpoints', () => {
    const css = '@media (min-width: 1024px) {}\n@media (max-width: 567px) {}\n@media (max-width: 700px) {}\n@media (min-width: 900px) {}';
    expect(strayMediaWidths(css, mediaWidths(defaultLobbyOptions))).toEqual(['(max-width: 700px)', '(min-width: 900px)']);
  });
});
