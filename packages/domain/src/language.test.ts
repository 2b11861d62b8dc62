import { describe, expect, it } from 'vitest';
import { resolveLanguage, toLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it.each([
    [{ stored: 'fr', cookie: 'de', configured: 'es', browser: ['en-US'] }, 'fr'],
    [{ stored: null, cookie: 'de', configured: 'es', browser: ['en-US'] }, 'de'],
    [{ stored: 'xx', cookie: null, configured: 'es', browser: ['fr-FR'] }, 'es'],
    [{ configured: null, browser: ['pt-BR', 'de-AT'] }, 'de'],
    [{ configured: 'it', browser: ['it-IT'] }, 'en'],
    [{}, 'en'],
    [{ stored: 'DE' }, 'de'],
  ] as const)('%j -> %s', (sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});

describe('toLanguage', () => {
  it.each([
    ['es_MX', 'es'],
    [' fr ', 'fr'],
    ['english', null],
    ['', null],
    [undefined, null],
  ] as const)('%s -> %s', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });
});
