import { safeUrl } from '@lobby/domain';
import * as v from 'valibot';

// Leniency is chosen per field: required identity fields (ids, shortnames) fail validation,
// display and amount fields fall back to a neutral value so one odd field does not hide a screen.

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// PHP's number_format() default output, e.g. "1,234.50".
const THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true', 'TRUE', 'yes', 'on'];
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', 'false', 'FALSE', 'no', 'off', '', null, undefined];

/** A finite number from a number or a numeric string; undefined otherwise (NaN, "abc", null). */
export function toNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const plain = THOUSANDS.test(text) ? text.replaceAll(',', '') : text;
  if (!NUMERIC.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/** Text from a string or a number (PHP may send numeric-looking strings as numbers). */
export function toText(input: unknown): string | undefined {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return undefined;
}

/** Required finite number; numeric strings accepted. */
export const number = () => v.pipe(v.unknown(), v.transform(toNumber), v.number('expected a number'));

/** Required integer; numeric strings accepted. */
export const integer = () => v.pipe(number(), v.integer('expected an integer'));

/** An amount: null when missing, null, NaN or garbage, so the UI shows its placeholder. */
export const amount = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => toNumber(input) ?? null),
    ),
    null,
  );

/** A non-negative integer from a number or a numeric string; undefined otherwise. */
function wholeNumber(input: unknown): number | undefined {
  const value = toNumber(input);
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** A count: a non-negative integer, 0 when missing or garbage. */
export const count = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => wholeNumber(input) ?? 0),
    ),
    0,
  );

/** An optional integer: null when missing or garbage. */
export const integerOrNull = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const value = toNumber(input);
        return value !== undefined && Number.isInteger(value) ? value : null;
      }),
    ),
    null,
  );

/** Required non-blank text (identity fields: shortnames, ids, URLs). */
export const requiredText = () =>
  v.pipe(
    v.unknown(),
    v.transform(toText),
    v.string('expected text'),
    v.check((text) => text.trim() !== '', 'expected non-blank text'),
  );

/** A URL the lobby may link or navigate to: http(s) or a same-origin path; anything else fails (e.g. `javascript:`). */
export const link = () =>
  v.pipe(
    requiredText(),
    v.check((text) => safeUrl(text) !== null, 'expected an http(s) URL or a same-origin path'),
  );

/** Display text: '' when missing or not text. Never trimmed, so RTL marks and emoji stay intact. */
export const text = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => toText(input) ?? ''),
    ),
    '',
  );

/** Optional text: null when missing, empty or not text. */
export const textOrNull = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const value = toText(input);
        return value === undefined || value.trim() === '' ? null : value;
      }),
    ),
    null,
  );

/** An optional {@link link}: null when missing, blank, or neither http(s) nor a same-origin path. */
export const linkOrNull = () =>
  v.pipe(
    textOrNull(),
    v.transform((value) => (value === null ? null : safeUrl(value))),
  );

/** An optional {@link link} as text: '' when missing, blank, or neither http(s) nor a same-origin path. */
export const linkOrEmpty = () =>
  v.pipe(
    linkOrNull(),
    v.transform((value) => value ?? ''),
  );

/** A position in a list the lobby already holds: a non-negative integer, else absent (undefined). */
export const optionalIndex = () => v.optional(v.pipe(v.unknown(), v.transform(wholeNumber)));

/** A flag from true/false, 1/0, "1"/"0", "true"/"false"; missing or null is false; anything else fails. */
export const flag = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => TRUE_VALUES.includes(input) || FALSE_VALUES.includes(input), 'expected a 0/1 flag'),
      v.transform((input) => TRUE_VALUES.includes(input)),
    ),
    false,
  );

/** Whether `input` is one of the spellings of a set flag (true, 1, "1", "true", "yes", "on"). */
export const readsTrue = (input: unknown): boolean => TRUE_VALUES.includes(input);

/** A flag where an unrecognized value reads as false instead of failing (list items, unshown shapes). */
export const lenientFlag = () => v.optional(v.pipe(v.unknown(), v.transform(readsTrue)), false);

/** 0 or 1 from any flag spelling; unrecognized values read as 0. */
export const bit = () =>
  v.pipe(
    lenientFlag(),
    v.transform((on): 0 | 1 => (on ? 1 : 0)),
  );

function matchOption<T extends string>(options: readonly T[], input: unknown): T | undefined {
  if (typeof input !== 'string') return undefined;
  const wanted = input.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/** One of `options` (case-insensitive); an unknown or missing value becomes `fallback`. */
export const oneOfOr = <T extends string, F extends T | null>(options: readonly T[], fallback: F) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): T | F => matchOption(options, input) ?? fallback),
    ),
    null,
  );

/** One of `options` (case-insensitive); anything else fails validation with the allowed values. */
export const oneOf = <T extends string>(options: readonly T[]) =>
  v.pipe(
    v.unknown(),
    v.transform((input) => matchOption(options, input)),
    v.check((value) => value !== undefined, `expected one of ${options.join(', ')}`),
    v.transform((value) => value as T),
  );

/** A list of strings from an array, a PHP keyed object or a comma-separated string; other items dropped. */
export const stringList = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): string[] => {
        if (typeof input === 'string')
          return input
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '');
        const items = Array.isArray(input) ? input : typeof input === 'object' && input !== null ? Object.values(input) : [];
        return items.map(toText).filter((item): item is string => item !== undefined && item.trim() !== '');
      }),
    ),
    [],
  );

/** `schema`, or null when the value is missing, null, false, empty, or fails `schema` (repaired, not fatal). */
export const optionalObject = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): T | null => {
        if (input === null || input === false || input === '' || (Array.isArray(input) && input.length === 0)) return null;
        const result = v.safeParse(schema, input);
        return result.success ? result.output : null;
      }),
    ),
    null,
  );

/** `schema`, or null when the value is missing, null, false, empty text or PHP's empty array `[]`. */
export const emptyOr = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (input === false || input === '' || (Array.isArray(input) && input.length === 0) ? null : input)),
      v.nullable(schema),
    ),
    null,
  );
