import { describe, expect, test } from 'vitest';
import play from './en/play.json';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

describe('play.json', () => {
  test('every key is a play key and every text is non-empty', () => {
    for (const [key, text] of Object.entries(play)) {
      expect(key).toMatch(/^play\.[a-zA-Z.]+$/);
      expect(text.trim()).not.toBe('');
    }
  });

  test('the game error title is exactly as specified', () => {
    expect(play['play.error.title']).toBe('Oooops!....');
  });

  test.each([
    ['play.loading.status', ['game']],
    ['play.chooser.text', ['game']],
    ['play.random.slide', ['index', 'count']],
    ['play.random.show', ['index', 'count']],
    ['play.random.play', ['game']],
  ] as const)('%s has the placeholders %j', (key, names) => {
    const found = [...play[key].matchAll(PLACEHOLDER)].map((match) => match[1]);
    expect(found).toEqual(names);
  });

  test('no other text has a placeholder', () => {
    const withPlaceholders = Object.entries(play)
      .filter(([, text]) => /\{\{/.test(text))
      .map(([key]) => key);
    expect(withPlaceholders.sort()).toEqual(
      ['play.chooser.text', 'play.loading.status', 'play.random.play', 'play.random.show', 'play.random.slide'].sort(),
    );
  });
});
