import type { LockBy } from '@lobby/domain';
import type { LaunchBlock } from './catalog-types.ts';
import type { MultiplierExample } from './jackpots.ts';

/**
 * A hand-written game that pins down a case the UI must handle. Fixtures come first in the catalog,
 * so their ids never move; add one to `fixtures.ts` (or a list it includes) to cover a new case.
 */
export interface FixtureGame {
  readonly name: string;
  readonly shortname?: string;
  readonly display_name?: string | null;
  /** Provider shortname; drawn from the catalog's studios when absent. */
  readonly provider?: string;
  readonly category?: string;
  readonly themes?: readonly string[];
  readonly features?: readonly string[];
  /** Release day relative to the catalog anchor; negative is the past. */
  readonly released: number;
  readonly jackpot?: number;
  readonly multiplier?: MultiplierExample;
  readonly lock?: LockBy;
  readonly pre_release?: boolean;
  readonly synth?: boolean;
  readonly sub_groups?: readonly string[];
  readonly artMissing?: boolean;
  readonly launchBlock?: LaunchBlock;
}
