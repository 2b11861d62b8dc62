import { describe, expect, test } from 'vitest';
import { PLAY_TEXT_EN } from './play-text.ts';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

describe('PLAY_TEXT_EN', () => {
  test('every key is a play key and every text is non-empty', () => {
    for (const [key, text] of Object.entries(PLAY_TEXT_EN)) {
      expect(key).toMatch(/^play\.[a-zA-Z.]+$/);
      expect(text.trim()).not.toBe('');
    }
  });

  test('the game error title is exactly as specified', () => {
    expect(PLAY_TEXT_EN['play.error.title']).toBe('Oooops!....');
  });

  test.each([
    ['play.loading.status', ['game']],
    ['play.chooser.text', ['game']],
    ['play.random.slide', ['index', 'count']],
    ['play.random.show', ['index', 'count']],
    ['play.random.play', ['game']],
  ] as const)('%s has the placeholders %j', (key, names) => {
    const found = [...PLAY_TEXT_EN[key].matchAll(PLACEHOLDER)].map((match) => match[1]);
    expect(found).toEqual(names);
  });

  test('no other text has a placeholder', () => {
    const withPlaceholders = Object.entries(PLAY_TEXT_EN)
      .filter(([, text]) => /\{\{/.test(text))
      .map(([key]) => key);
    expect(withPlaceholders.sort()).toEqual(
      ['play.chooser.text', 'play.loading.status', 'play.random.play', 'play.random.show', 'play.random.slide'].sort(),
    );
  });
});
