import { describe, expect, test } from 'vitest';
import { UI_MARKET_TEXTS_EN, UI_TEXTS_EN, UI_TEXT_EN } from './locales/english.ts';
import { UI_MARKET_NAMESPACES, UI_NAMESPACES, createUiT, interpolate } from './ui-text.ts';

describe('interpolate', () => {
  test.each([
    ['Inbox, {{count}} unread', { count: 3 }, 'Inbox, 3 unread'],
    ['{{ casino }} home', { casino: 'Royal' }, 'Royal home'],
    ['{{missing}} stays', { other: 1 }, '{{missing}} stays'],
    ['no placeholders', undefined, 'no placeholders'],
    ['{{a}}{{a}}', { a: 'x' }, 'xx'],
  ])('%s', (template, vars, expected) => {
    expect(interpolate(template, vars)).toBe(expected);
  });
});

describe('UI_TEXT_EN', () => {
  test('every text is non-empty', () => {
    for (const text of Object.values(UI_TEXT_EN)) expect(text.trim()).not.toBe('');
  });

  test('createUiT reads the table', () => {
    const t = createUiT(UI_TEXT_EN);
    expect(t('notFound.title')).toBe('Lost in the Shuffle');
    expect(t('inbox.unread', { count: '99+' })).toBe('Inbox, 99+ unread');
  });
});

describe('UI_TEXTS_EN', () => {
  test('UI_NAMESPACES names every namespace', () => {
    expect([...UI_NAMESPACES].sort()).toEqual(Object.keys(UI_TEXTS_EN).sort());
  });

  test('UI_MARKET_NAMESPACES names every market namespace, none of them a first-screen one', () => {
    expect([...UI_MARKET_NAMESPACES].sort()).toEqual(Object.keys(UI_MARKET_TEXTS_EN).sort());
    expect(UI_MARKET_NAMESPACES.filter((name) => (UI_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  test('a key lives in one namespace only', () => {
    const keys = [...Object.values(UI_TEXTS_EN), ...Object.values(UI_MARKET_TEXTS_EN)].flatMap((texts) => Object.keys(texts));
    expect(keys.length).toBe(Object.keys(UI_TEXT_EN).length);
  });
});
