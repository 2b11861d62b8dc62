/** What a game shortname or provider slug may look like: letters, digits, `-` and `_`, up to 128 characters. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Whether `value` is a well-formed shortname or provider slug (nothing that could leave its path segment). */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}
