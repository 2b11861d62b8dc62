import * as v from 'valibot';

// Server times are New York wall-clock times without a zone; they are kept as text for the domain.

/** `YYYY-MM-DD` from a date or date-time; '' when missing, zero (PHP's 0000-00-00) or malformed. */
export const dateOnly = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const match = typeof input === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(input.trim()) : null;
        return match?.[1] !== undefined && !match[1].startsWith('0000') ? match[1] : '';
      }),
    ),
    '',
  );

/**
 * `YYYY-MM-DD HH:mm:ss` server wall-clock time (a `T` separator or missing seconds are repaired);
 * null otherwise, including values with a zone suffix, whose meaning would silently change.
 */
export const dateTimeOrNull = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const match = typeof input === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(input.trim()) : null;
        if (match?.[1] === undefined || match[1].startsWith('0000')) return null;
        return `${match[1]} ${match[2]}${match[3] ?? ':00'}`;
      }),
    ),
    null,
  );

/** `HH:mm` from `HH:mm` or `HH:mm:ss`; null otherwise. */
export const timeOrNull = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const match = typeof input === 'string' ? /^(\d{2}:\d{2})(?::\d{2})?$/.exec(input.trim()) : null;
        return match?.[1] ?? null;
      }),
    ),
    null,
  );
