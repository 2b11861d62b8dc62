import { describe, expect, test } from 'vitest';
import { LOBBY_LIST_TEXT_EN } from './lobby-list-text.ts';
import { LOBBY_TEXT_EN } from './lobby-text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['LOBBY_TEXT_EN', LOBBY_TEXT_EN],
  ['LOBBY_LIST_TEXT_EN', LOBBY_LIST_TEXT_EN],
] as const)('%s', (_name, table) => {
  test('every key is a non-empty lobby text', () => {
    for (const [key, text] of Object.entries(table)) {
      expect(key.startsWith('lobby.')).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });

  test('a singular form has its plural and the same placeholders', () => {
    const texts: Record<string, string> = table;
    for (const key of Object.keys(texts).filter((name) => name.endsWith('_one'))) {
      const plural = texts[key.slice(0, -'_one'.length)];
      expect(plural).toBeDefined();
      expect(placeholders(texts[key] ?? '')).toEqual(placeholders(plural ?? ''));
    }
  });
});

test('the two lobby tables share no key', () => {
  const shared = Object.keys(LOBBY_TEXT_EN).filter((key) => key in LOBBY_LIST_TEXT_EN);
  expect(shared).toEqual([]);
});
