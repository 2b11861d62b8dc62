import { describe, expect, it } from 'vitest';
import { isSlug } from './slug.ts';

describe('isSlug', () => {
  it.each<[unknown, boolean]>([
    ['gold-rush', true],
    ['Gold_Rush_2', true],
    ['7', true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['', false],
    ['-gold', false],
    ['gold rush', false],
    ['../gold', false],
    ['gold/rush', false],
    ['gold?by=x', false],
    ['gold%2F', false],
    ['ğold', false],
    [null, false],
    [42, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});
