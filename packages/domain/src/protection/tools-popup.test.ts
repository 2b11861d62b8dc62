import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../entities/protection.ts';
import { marketRules } from './market-rules.ts';
import { protectionTools, toolsPopupRequired } from './tools-popup.ts';

describe('protection tools popup', () => {
  it('lists every tool MGA offers, limits first and the history last', () => {
    expect(protectionTools(marketRules('mga'))).toEqual(['limits', 'reality_check', 'break', 'exclusion', 'history']);
  });

  it.each([
    ['ggl', ['limits', 'exclusion', 'history']],
    ['ksa', ['limits', 'break', 'exclusion', 'history']],
    ['none', []],
  ] as const)('lists only the tools %s has', (jurisdiction, tools) => {
    expect(protectionTools(marketRules(jurisdiction))).toEqual(tools);
  });

  it.each([
    [null, true],
    [0, false],
    [Date.UTC(2026, 0, 1), false],
  ])('shows in MGA once: acknowledged at %s -> %s', (acknowledgedAt, required) => {
    expect(toolsPopupRequired(marketRules('mga'), acknowledgedAt)).toBe(required);
  });

  it('never shows where the market does not ask for it', () => {
    for (const j of JURISDICTIONS.filter((x) => x !== 'mga')) expect(toolsPopupRequired(marketRules(j), null)).toBe(false);
  });
});
