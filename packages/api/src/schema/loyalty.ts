import type { LoyaltyTexts } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { toText } from './primitives.ts';

const MAX_DEPTH = 8;

function texts(input: Record<string, unknown>, depth: number): LoyaltyTexts {
  const out: Record<string, string | LoyaltyTexts> = {};
  for (const [key, value] of Object.entries(input)) {
    const leaf = toText(value);
    if (leaf !== undefined) out[key] = leaf;
    else if (isPlainObject(value) && depth < MAX_DEPTH) out[key] = texts(value, depth + 1);
  }
  return out;
}

/** `{LANG}-loyalty.json`: nested text tables; non-text leaves are dropped. */
export const loyaltyTextsSchema: v.GenericSchema<unknown, LoyaltyTexts> = v.pipe(
  v.record(v.string(), v.unknown(), 'expected an object of texts'),
  v.transform((input) => texts(input, 0)),
);
