// The bundle-size budget: the target QUALITY.md sets and the ceiling `./lobby check` enforces today.
import { initialJs } from './js-graph.ts';

/** QUALITY.md: the home route's initial JS within 10% of the floor. */
export const INITIAL_JS_TARGET = 1.1;

/**
 * What the check enforces: no app may grow past this ratio. It was a ratchet, lowered as the first
 * screen's code shrank, and is the target itself now (docs/decisions/072-bundle-budget.md).
 */
export const INITIAL_JS_CEILING = INITIAL_JS_TARGET;

/** One app's home route initial JS against the floor. */
export interface Verdict {
  readonly app: string;
  readonly gzip: number;
  readonly floor: number;
  readonly within: boolean;
}

/** The gzip bytes a built app loads up front for its home route. */
export const gzipOf = (dist: string) => initialJs(dist).reduce((sum, file) => sum + file.gzip, 0);

/** How `dist` (a built app) stands against `floor` bytes of gzip. */
export function judge(app: string, dist: string, floor: number): Verdict {
  const gzip = gzipOf(dist);
  return { app, gzip, floor, within: gzip > 0 && gzip <= floor * INITIAL_JS_CEILING };
}
