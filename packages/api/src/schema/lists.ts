import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';

/** What a lenient list left out, reported once per call. */
export interface DropReport {
  readonly list: string;
  readonly total: number;
  readonly invalid: number;
  readonly duplicates: number;
  /** The first problem seen, `path: message`, to find the culprit in the server data. */
  readonly firstProblem: string | undefined;
}

/** Receives the drop reports of one parse. */
export type DropSink = (report: DropReport) => void;

/** Options of a lenient list. */
export interface LenientListOptions<T> {
  /** Names the list in reports and errors ("games"). */
  readonly label: string;
  readonly sink?: DropSink | undefined;
  /** Identity for de-duplication; the first item with a key wins. */
  readonly key?: (item: T) => string | number;
}

/** `path: message` of a valibot issue. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}

/** The items of a list: arrays, PHP keyed arrays (objects after array_filter), null as empty. */
export function listItems(input: unknown): readonly unknown[] | undefined {
  if (input === null || input === undefined) return [];
  if (Array.isArray(input)) return input;
  if (isPlainObject(input)) return Object.values(input);
  return undefined;
}

function keepValid<T>(items: readonly unknown[], item: v.GenericSchema<unknown, T>, options: LenientListOptions<T>): T[] {
  const kept: T[] = [];
  const seen = new Set<string | number>();
  let invalid = 0;
  let duplicates = 0;
  let firstProblem: string | undefined;
  for (const raw of items) {
    const result = v.safeParse(item, raw, { abortEarly: true });
    if (!result.success) {
      invalid += 1;
      firstProblem ??= result.issues[0] === undefined ? undefined : describeIssue(result.issues[0]);
      continue;
    }
    const key = options.key?.(result.output);
    if (key !== undefined) {
      if (seen.has(key)) {
        duplicates += 1;
        continue;
      }
      seen.add(key);
    }
    kept.push(result.output);
  }
  if (invalid + duplicates > 0) {
    options.sink?.({ list: options.label, total: items.length, invalid, duplicates, firstProblem });
  }
  return kept;
}

/**
 * A required list whose bad items are dropped (and reported) instead of failing the whole answer;
 * only a missing key, null, or a value that is no list at all fails.
 */
export function lenientList<T>(item: v.GenericSchema<unknown, T>, options: LenientListOptions<T>) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = dataset.value === null || dataset.value === undefined ? undefined : listItems(dataset.value);
      if (items === undefined) {
        addIssue({ message: `expected a list of ${options.label}` });
        return NEVER;
      }
      return keepValid(items, item, options);
    }),
  );
}

/** A lenient list that may also be missing or null (then empty). */
export function optionalList<T>(item: v.GenericSchema<unknown, T>, options: LenientListOptions<T>) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => input ?? []),
      lenientList(item, options),
    ),
    null,
  );
}

/** A list answered bare or inside `{[field]: [...]}` (the first field present); both forms occur. */
export function listAnswer<T>(fields: string | readonly string[], item: v.GenericSchema<unknown, T>, options: LenientListOptions<T>) {
  const names = typeof fields === 'string' ? [fields] : fields;
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      if (Array.isArray(input)) return input as unknown;
      const field = isPlainObject(input) ? names.find((name) => name in input) : undefined;
      if (field === undefined || !isPlainObject(input)) {
        addIssue({ message: `expected ${names.join(' or ')}` });
        return NEVER;
      }
      // A present but null field is how PHP sends an empty list here.
      return input[field] ?? [];
    }),
    lenientList(item, options),
  );
}
