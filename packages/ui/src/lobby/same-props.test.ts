import { describe, expect, test } from 'vitest';
import { sameProps } from './same-props.ts';

describe('sameProps', () => {
  const toggle = () => undefined;
  test.each([
    [{ name: 'A' }, { name: 'A' }, true],
    [{ name: 'A' }, { name: 'B' }, false],
    [{ name: 'A' }, { name: 'A', isNew: true }, false],
    [{ name: 'A', isNew: undefined }, { name: 'A', other: undefined }, false],
    [{ fav: { active: true, busy: false, onToggle: toggle } }, { fav: { active: true, busy: false, onToggle: () => 1 } }, true],
    [{ fav: { active: true, busy: false, onToggle: toggle } }, { fav: { active: true, busy: true, onToggle: toggle } }, false],
    [{ fav: { active: true } }, { fav: undefined }, false],
    [
      { jp: { amount: 1, boost: { kind: 'multiplier', factor: 2 } } },
      { jp: { amount: 1, boost: { kind: 'multiplier', factor: 2 } } },
      true,
    ],
    [
      { jp: { amount: 1, boost: { kind: 'multiplier', factor: 2 } } },
      { jp: { amount: 1, boost: { kind: 'multiplier', factor: 3 } } },
      false,
    ],
    [{ list: [1] }, { list: [1] }, false],
    [{ n: Number.NaN }, { n: Number.NaN }, true],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(sameProps(a, b)).toBe(expected);
  });
});
