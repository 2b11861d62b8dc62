import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../entities/protection.ts';
import { asksBeforePlay, dueBeforePlay } from './before-play.ts';
import { marketRules } from './market-rules.ts';

const HOUR = 3_600_000;
const LOGIN = Date.UTC(2026, 10, 27, 10);

describe('before play', () => {
  it.each([
    ['mga', true],
    ['ggl', true],
    ['none', false],
    ['ukgc', false],
    ['ksa', false],
    ['agco', false],
    ['sga', false],
  ] as const)('%s asks for something before a game: %s', (jurisdiction, asks) => {
    expect(asksBeforePlay(marketRules(jurisdiction))).toBe(asks);
  });

  it.each([
    ['GGL, acknowledged at this login, an hour ago', 'ggl', LOGIN, null, LOGIN + HOUR, []],
    ['GGL, acknowledged 24 hours ago', 'ggl', LOGIN, null, LOGIN + 24 * HOUR, ['summary']],
    ['GGL, acknowledged 23 hours 59 minutes ago', 'ggl', LOGIN, null, LOGIN + 24 * HOUR - 60_000, []],
    ['GGL, acknowledged before this login', 'ggl', LOGIN - 1, null, LOGIN + 60_000, ['summary']],
    ['GGL, never acknowledged', 'ggl', null, null, LOGIN, ['summary']],
    ['MGA, the tools never acknowledged', 'mga', null, null, LOGIN, ['tools']],
    ['MGA, the tools acknowledged once', 'mga', null, LOGIN - 400 * 24 * HOUR, LOGIN, []],
    ['UKGC, nothing ever acknowledged', 'ukgc', null, null, LOGIN, []],
  ] as const)('%s', (_case, jurisdiction, summaryAcknowledgedAt, toolsAcknowledgedAt, now, due) => {
    expect(dueBeforePlay(marketRules(jurisdiction), { sessionStart: LOGIN, summaryAcknowledgedAt, toolsAcknowledgedAt }, now)).toEqual(due);
  });

  it('never asks where the market asks nothing before play', () => {
    for (const j of JURISDICTIONS.filter((x) => !asksBeforePlay(marketRules(x))))
      expect(dueBeforePlay(marketRules(j), { sessionStart: LOGIN, summaryAcknowledgedAt: null, toolsAcknowledgedAt: null }, LOGIN)).toEqual(
        [],
      );
  });
});
