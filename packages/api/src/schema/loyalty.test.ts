import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loyaltyTextsSchema } from './loyalty.ts';

describe('loyalty texts', () => {
  it('keeps nested text tables and drops non-text leaves', () => {
    const input = { title: 'Loyalty', levels: { one: 'Bronze', n: 3, bad: [1], none: null }, flag: true };
    expect(v.parse(loyaltyTextsSchema, input)).toEqual({ title: 'Loyalty', levels: { one: 'Bronze', n: '3' } });
  });

  it.each([null, 'texts', 42, undefined])('fails on %j, which is no table', (input) => {
    const result = v.safeParse(loyaltyTextsSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('expected an object of texts');
  });

  it('leaves out top-level keys that could reach a prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "c", "prototype": "p", "title": "T"}') as unknown;
    const output = v.parse(loyaltyTextsSchema, input);
    expect(output).toEqual({ title: 'T' });
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
