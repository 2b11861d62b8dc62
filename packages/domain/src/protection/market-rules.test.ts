import { describe, expect, it } from 'vitest';
import { JURISDICTIONS, type Jurisdiction } from '../entities/protection.ts';
import { marketRules, type MarketRules } from './market-rules.ts';

interface Shown {
  clock: boolean;
  reality: number | null;
  coolOff: number | null;
  firstDeposit: 'standard' | 'neutral' | null;
  scheme: string | null;
  panic: boolean;
  summary: boolean;
  swedishBar: boolean;
  toolsPopup: boolean;
  statement: boolean;
  inactivity: boolean;
  allBrands: boolean;
  historyMonths: number;
  age: number | null;
}

/** What a market without rules shows: nothing. Each row below names what its market shows besides. */
const NOTHING: Shown = {
  clock: false,
  reality: null,
  coolOff: null,
  firstDeposit: null,
  scheme: null,
  panic: false,
  summary: false,
  swedishBar: false,
  toolsPopup: false,
  statement: false,
  inactivity: false,
  allBrands: false,
  historyMonths: 0,
  age: null,
};

const TABLE: [Jurisdiction, Shown][] = [
  ['none', NOTHING],
  ['ukgc', { ...NOTHING, clock: true, reality: 60, coolOff: 24, firstDeposit: 'standard', scheme: 'GAMSTOP', historyMonths: 3, age: 18 }],
  ['mga', { ...NOTHING, reality: 60, coolOff: 24, toolsPopup: true, allBrands: true, historyMonths: 12, age: 18 }],
  ['ggl', { ...NOTHING, coolOff: 168, firstDeposit: 'standard', scheme: 'OASIS', panic: true, summary: true, historyMonths: 12, age: 18 }],
  ['ksa', { ...NOTHING, coolOff: 72, firstDeposit: 'neutral', scheme: 'Cruks', historyMonths: 12, age: 18 }],
  ['agco', { ...NOTHING, reality: 60, coolOff: 24, statement: true, inactivity: true, historyMonths: 12, age: 19 }],
  ['sga', { ...NOTHING, coolOff: 72, firstDeposit: 'standard', scheme: 'Spelpaus', swedishBar: true, historyMonths: 12, age: 18 }],
];

const shown = (rules: MarketRules): Shown => ({
  clock: rules.sessionClock,
  reality: rules.realityCheck?.defaultMinutes ?? null,
  coolOff: rules.limits?.increaseCoolOffHours ?? null,
  firstDeposit: rules.firstDepositLimit?.form ?? null,
  scheme: rules.nationalScheme?.name ?? null,
  panic: rules.panicButton !== null,
  summary: rules.activitySummary !== null,
  swedishBar: rules.swedishBar !== null,
  toolsPopup: rules.toolsPopupAfterRegistration,
  statement: rules.statement !== null,
  inactivity: rules.inactivity !== null,
  allBrands: rules.selfExclusion?.askAllBrands ?? false,
  historyMonths: rules.accountHistoryMonths,
  age: rules.footer?.minimumAge ?? null,
});

describe('marketRules', () => {
  it('has a row for every jurisdiction', () => {
    expect(TABLE.map(([j]) => j)).toEqual([...JURISDICTIONS]);
  });

  it.each(TABLE)('%s shows exactly its elements', (jurisdiction, expected) => {
    const rules = marketRules(jurisdiction);
    expect(rules.jurisdiction).toBe(jurisdiction);
    expect(shown(rules)).toEqual(expected);
  });

  it.each(JURISDICTIONS.filter((j) => j !== 'none'))('%s offers limits on deposits, losses and session time over every window', (j) => {
    expect(marketRules(j).limits?.kinds).toEqual(['deposit', 'loss', 'session']);
    expect(marketRules(j).limits?.periods).toEqual(['day', 'week', 'month']);
    expect(marketRules(j).footer?.regulator.url).toMatch(/^https:\/\//);
  });

  it('gives AGCO breaks from 1 day to 3 months, and every market 6 months, 1 year and 5 years of self-exclusion', () => {
    const days = marketRules('agco').takeBreak?.durationsDays ?? [];
    expect(Math.min(...days)).toBe(1);
    expect(Math.max(...days)).toBe(90);
    for (const j of JURISDICTIONS.filter((x) => x !== 'none')) expect(marketRules(j).selfExclusion?.durationsMonths).toEqual([6, 12, 60]);
  });

  it('blocks for 24 hours with the GGL panic button and asks for the summary before play after 24 hours', () => {
    expect(marketRules('ggl').panicButton).toEqual({ blockHours: 24 });
    expect(marketRules('ggl').activitySummary).toEqual({ days: 30, beforePlayAfterHours: 24 });
    expect(marketRules('ggl').hideSlotJackpots && marketRules('ggl').gameInfoAtPlay).toBe(true);
  });

  it("names ConnexOntario's line in the AGCO statement and the Swedish buttons by their fixed names", () => {
    expect(marketRules('agco').statement?.helpline).toEqual({
      name: 'ConnexOntario',
      url: 'https://www.connexontario.ca/',
      phone: '1-866-531-2600',
    });
    const bar = marketRules('sga').swedishBar;
    expect([bar?.spelpaus.name, bar?.spelgranser.name, bar?.sjalvtest.name]).toEqual(['Spelpaus', 'Spelgränser', 'Självtest']);
  });

  it('offers reality-check choices that include the default', () => {
    for (const j of JURISDICTIONS) {
      const check = marketRules(j).realityCheck;
      if (check) expect(check.choicesMinutes).toContain(check.defaultMinutes);
    }
  });
});

describe('marketRules: games and the first game', () => {
  // One row a market: slot jackpots hidden, RTP and top win at the play screen, the summary before play, the tools popup.
  const GAMES: [
    Jurisdiction,
    { slotJackpotsHidden: boolean; oddsAtPlay: boolean; summaryBeforePlayHours: number | null; toolsPopup: boolean },
  ][] = [
    ['none', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: false }],
    ['ukgc', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: false }],
    ['mga', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: true }],
    ['ggl', { slotJackpotsHidden: true, oddsAtPlay: true, summaryBeforePlayHours: 24, toolsPopup: false }],
    ['ksa', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: false }],
    ['agco', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: false }],
    ['sga', { slotJackpotsHidden: false, oddsAtPlay: false, summaryBeforePlayHours: null, toolsPopup: false }],
  ];

  it('has a row for every jurisdiction', () => {
    expect(GAMES.map(([j]) => j)).toEqual([...JURISDICTIONS]);
  });

  it.each(GAMES)('%s asks exactly its game elements', (jurisdiction, expected) => {
    const rules = marketRules(jurisdiction);
    expect({
      slotJackpotsHidden: rules.hideSlotJackpots,
      oddsAtPlay: rules.gameInfoAtPlay,
      summaryBeforePlayHours: rules.activitySummary?.beforePlayAfterHours ?? null,
      toolsPopup: rules.toolsPopupAfterRegistration,
    }).toEqual(expected);
  });
});

describe('the first-deposit prompt', () => {
  it('suggests amounts on the standard form only: the neutral form fills in nothing', () => {
    for (const j of JURISDICTIONS) {
      const first = marketRules(j).firstDepositLimit;
      if (first?.form === 'neutral') expect(first.suggestions).toEqual([]);
      if (first?.form === 'standard') expect(first.suggestions.length).toBeGreaterThan(0);
    }
  });
});
