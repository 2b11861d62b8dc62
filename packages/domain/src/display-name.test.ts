import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it.each<[string | null, string, string]>([
    [null, 'Gold', 'Gold'],
    ['', 'Gold', 'Gold'],
    ['   ', 'Gold', 'Gold'],
    ['Gold™', 'Gold', 'Gold™'],
  ])('display_name %j, name %j -> %j', (display, name, expected) => {
    expect(displayName({ name, display_name: display })).toBe(expected);
  });
});
