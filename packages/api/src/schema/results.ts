import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { readsTrue } from './primitives.ts';

/** A `success` flag for answers whose shape is not shown: `fallback` when the server omits it. */
export const successOr = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (input === undefined || input === null ? fallback : readsTrue(input))),
    ),
    null,
  );

/** `schema`, or null when the answer says `success: false` (then its other fields may be absent). */
export function unlessUnsuccessful<T>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => (isPlainObject(input) && 'success' in input && !readsTrue(input.success) ? null : input)),
    v.nullable(schema),
  );
}

/** A server field holding JSON text instead of an object (some PHP tables store it so) is parsed. */
export function jsonish<T>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (typeof input !== 'string' || !/^\s*[{[]/.test(input)) return input;
      try {
        return JSON.parse(input) as unknown;
      } catch {
        return input;
      }
    }),
    schema,
  );
}
