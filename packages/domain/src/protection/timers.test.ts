import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../entities/protection.ts';
import { activitySummaryRequired } from './activity-summary.ts';
import { activeBlock, addMonths, breakEnds, exclusionEnds, panicEnds } from './blocks.ts';
import { inactivityState, inactivityTimes } from './inactivity.ts';
import { resolveJurisdiction, toJurisdiction } from './jurisdiction.ts';
import { marketRules } from './market-rules.ts';
import { nextRealityCheckAt, realityCheckDue, realityCheckInterval } from './reality-check.ts';
import { formatElapsed, netPositionView, sessionElapsedMs } from './session-clock.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const START = Date.UTC(2026, 10, 27, 10);

describe('session clock', () => {
  it.each([
    [0, '0:00:00'],
    [999, '0:00:00'],
    [61_000, '0:01:01'],
    [3_723_000, '1:02:03'],
    [36 * HOUR, '36:00:00'],
    [-5000, '0:00:00'],
    [Number.NaN, '0:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it('counts by the controller clock', () => {
    // The local clock runs 5 minutes behind the controller's.
    const session = { sessionStart: START, serverNow: START + 10 * MIN };
    expect(sessionElapsedMs(session, START + 5 * MIN, START + 6 * MIN)).toBe(11 * MIN);
  });

  it.each([
    [12.5, 'up', 12.5],
    [-3, 'down', 3],
    [0.001, 'even', 0],
    [Number.NaN, 'even', 0],
  ] as const)('a net position of %s reads %s %s', (net, sign, magnitude) => {
    expect(netPositionView(net)).toEqual({ sign, magnitude });
  });
});

describe('reality check', () => {
  const clock = { sessionStart: START, intervalMinutes: null, acknowledgedAt: null };

  it.each(JURISDICTIONS.map((j) => [j, marketRules(j).realityCheck ? START + 60 * MIN : null] as const))(
    '%s is next due at %s',
    (j, at) => {
      expect(nextRealityCheckAt(marketRules(j), clock)).toBe(at);
    },
  );

  it('counts from the last acknowledgement at the chosen interval', () => {
    const rules = marketRules('ukgc');
    const acked = { sessionStart: START, intervalMinutes: 15, acknowledgedAt: START + 20 * MIN };
    expect(nextRealityCheckAt(rules, acked)).toBe(START + 35 * MIN);
    expect(realityCheckDue(rules, acked, START + 34 * MIN)).toBe(false);
    expect(realityCheckDue(rules, acked, START + 35 * MIN)).toBe(true);
  });

  it('takes the default for an interval the market does not offer, and ignores an acknowledgement older than the session', () => {
    expect(realityCheckInterval(marketRules('mga'), 7)).toBe(60);
    expect(nextRealityCheckAt(marketRules('agco'), { ...clock, acknowledgedAt: START - HOUR })).toBe(START + HOUR);
    expect(realityCheckDue(marketRules('ggl'), clock, START + 10 * HOUR)).toBe(false);
  });
});

describe('activity summary', () => {
  const ggl = marketRules('ggl');
  const login = START;

  it.each([
    ['login', null, START, true],
    ['login', START - HOUR, START, true],
    ['login', START + MIN, START + 2 * MIN, false],
    ['play', START + MIN, START + 2 * MIN, false],
    ['play', START + MIN, START + MIN + 24 * HOUR, true],
    ['play', null, START, true],
  ] as const)('at %s, acknowledged %s, at %s: required %s', (moment, acknowledgedAt, now, required) => {
    expect(activitySummaryRequired(ggl, moment, acknowledgedAt, login, now)).toBe(required);
  });

  it('is never required outside Germany', () => {
    for (const j of JURISDICTIONS.filter((x) => x !== 'ggl'))
      expect(activitySummaryRequired(marketRules(j), 'login', null, login, START)).toBe(false);
  });
});

describe('inactivity', () => {
  it('warns AGCO players before logging them out', () => {
    const agco = marketRules('agco');
    expect(inactivityTimes(agco, START)).toEqual({ warnAt: START + 13 * MIN, logoutAt: START + 15 * MIN });
    expect(inactivityState(agco, START, START + 12 * MIN)).toBe('active');
    expect(inactivityState(agco, START, START + 13 * MIN)).toBe('warned');
    expect(inactivityState(agco, START, START + 15 * MIN)).toBe('logout');
    expect(inactivityState(marketRules('ukgc'), START, START + 10 * HOUR)).toBe('active');
  });
});

describe('blocks and jurisdictions', () => {
  it('ends breaks, exclusions and panic blocks on time', () => {
    expect(breakEnds(START, 7)).toBe(START + 7 * 24 * HOUR);
    expect(panicEnds(START, 24)).toBe(START + 24 * HOUR);
    expect(exclusionEnds(Date.UTC(2026, 7, 31), 6)).toBe(Date.UTC(2027, 1, 28));
    expect(addMonths(Date.UTC(2026, 0, 15, 9), 60)).toBe(Date.UTC(2031, 0, 15, 9));
  });

  it('keeps the block that ends last', () => {
    const blocks = [
      { reason: 'panic', until: START + HOUR, allBrands: false },
      { reason: 'break', until: START + 5 * HOUR, allBrands: false },
      { reason: 'exclusion', until: START - HOUR, allBrands: true },
    ] as const;
    expect(activeBlock(blocks, START)?.reason).toBe('break');
    expect(activeBlock(blocks, START + 6 * HOUR)).toBeNull();
  });

  it.each([
    ['UKGC', 'ukgc'],
    [' sga ', 'sga'],
    ['gb', null],
    [3, null],
  ] as const)('%j names %s', (value, j) => {
    expect(toJurisdiction(value)).toBe(j);
  });

  it('takes the controller first, then the casino, then none', () => {
    expect(resolveJurisdiction('mga', 'ukgc')).toBe('mga');
    expect(resolveJurisdiction(null, 'ukgc')).toBe('ukgc');
    expect(resolveJurisdiction(undefined, undefined)).toBe('none');
  });
});
