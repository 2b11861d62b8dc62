import { describe, expect, it } from 'vitest';
import { JURISDICTIONS, type Jurisdiction } from '../entities/protection.ts';
import { type AccountTool, accountTools } from './account-tools.ts';
import { marketRules } from './market-rules.ts';

const TABLE: readonly [Jurisdiction, readonly AccountTool[]][] = [
  ['none', []],
  ['ukgc', ['limits', 'break', 'exclusion', 'history']],
  ['mga', ['limits', 'break', 'exclusion', 'history']],
  // Germany has no break of the player's choosing: the panic button and OASIS take its place.
  ['ggl', ['limits', 'exclusion', 'history']],
  ['ksa', ['limits', 'break', 'exclusion', 'history']],
  ['agco', ['limits', 'break', 'exclusion', 'history']],
  ['sga', ['limits', 'break', 'exclusion', 'history']],
];

describe('accountTools', () => {
  it('covers every market', () => {
    expect(TABLE.map(([jurisdiction]) => jurisdiction)).toEqual([...JURISDICTIONS]);
  });

  it.each(TABLE)('%s: %j', (jurisdiction, tools) => {
    expect(accountTools(marketRules(jurisdiction))).toEqual(tools);
  });

  it('follows the rules, not the market name', () => {
    const ukgc = marketRules('ukgc');
    expect(accountTools({ ...ukgc, takeBreak: null, accountHistoryMonths: 0 })).toEqual(['limits', 'exclusion']);
    expect(accountTools({ ...marketRules('none'), accountHistoryMonths: 1 })).toEqual(['history']);
  });
});
