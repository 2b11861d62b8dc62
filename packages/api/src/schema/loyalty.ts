import type { LoyaltyTexts } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { toText } from './primitives.ts';

const MAX_DEPTH = 8;
// Keys that could reach a prototype are left out of the top-level table.
const UNSAFE_KEYS: readonly string[] = ['__proto__', 'prototype', 'constructor'];

function texts(input: object, depth: number): LoyaltyTexts {
  const out: Record<string, string | LoyaltyTexts> = {};
  for (const [key, value] of Object.entries(input)) {
    if (depth === 0 && UNSAFE_KEYS.includes(key)) continue;
    const leaf = toText(value);
    if (leaf !== undefined) out[key] = leaf;
    else if (isPlainObject(value) && depth < MAX_DEPTH) out[key] = texts(value, depth + 1);
  }
  return out;
}

/** `{LANG}-loyalty.json`: nested text tables; non-text leaves are dropped. */
export const loyaltyTextsSchema: v.GenericSchema<unknown, LoyaltyTexts> = v.pipe(
  v.unknown(),
  v.check((input) => typeof input === 'object' && input !== null, 'expected an object of texts'),
  v.transform((input) => texts(input as object, 0)),
);
