import { describe, expect, test } from 'vitest';
import lobbyList from './en/lobby-list.json';
import lobby from './en/lobby.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['lobby', lobby],
  ['lobby-list', lobbyList],
] as const)('%s.json', (_name, table) => {
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

test('the two lobby namespaces share no key', () => {
  const shared = Object.keys(lobby).filter((key) => key in lobbyList);
  expect(shared).toEqual([]);
});
