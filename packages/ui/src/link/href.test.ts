import { describe, expect, test } from 'vitest';
import { isAppPath, safeHref } from './href.ts';

describe('safeHref', () => {
  test.each([
    ['/promotions', '/promotions'],
    ['/', '/'],
    ['https://casino.example.com/cashier', 'https://casino.example.com/cashier'],
    ['HTTP://casino.example.com', 'HTTP://casino.example.com'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+15551234', 'tel:+15551234'],
    ['javascript:alert(1)', '/'],
    [' JavaScript:alert(1)', '/'],
    ['data:text/html,<script>', '/'],
    ['vbscript:x', '/'],
    ['java\tscript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['', '/'],
  ])('%s -> %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('isAppPath', () => {
  test.each([
    ['/category/online-slots', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/x\\evil.example', false],
    ['https://evil.example', false],
    ['category', false],
  ])('%s -> %s', (href, expected) => {
    expect(isAppPath(href)).toBe(expected);
  });
});
