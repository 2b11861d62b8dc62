import { describe, expect, test } from 'vitest';
import { LOBBY_TEXT_EN } from './lobby-text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('LOBBY_TEXT_EN', () => {
  test('every key is a non-empty lobby text', () => {
    for (const [key, text] of Object.entries(LOBBY_TEXT_EN)) {
      expect(key.startsWith('lobby.')).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });

  test('a singular form has its plural and the same placeholders', () => {
    const texts: Record<string, string> = LOBBY_TEXT_EN;
    for (const key of Object.keys(texts).filter((name) => name.endsWith('_one'))) {
      const plural = texts[key.slice(0, -'_one'.length)];
      expect(plural).toBeDefined();
      expect(placeholders(texts[key] ?? '')).toEqual(placeholders(plural ?? ''));
    }
  });
});
