import type { MarketRules } from './market-rules.ts';

const MINUTE = 60_000;

/** What the next reality check is counted from. */
export interface RealityCheckClock {
  /** Epoch ms when the session began. */
  readonly sessionStart: number;
  /** The player's interval in minutes; null takes the market's default. */
  readonly intervalMinutes: number | null;
  /** Epoch ms of the last acknowledged check in this session, or null. */
  readonly acknowledgedAt: number | null;
}

/** The interval in force: the player's when the market offers it, else the market's default; null without reality checks. */
export function realityCheckInterval(rules: MarketRules, chosen: number | null): number | null {
  const check = rules.realityCheck;
  if (!check) return null;
  return chosen !== null && check.choicesMinutes.includes(chosen) ? chosen : check.defaultMinutes;
}

/** Epoch ms when the next reality check is due, or null where the market has none. */
export function nextRealityCheckAt(rules: MarketRules, clock: RealityCheckClock): number | null {
  const minutes = realityCheckInterval(rules, clock.intervalMinutes);
  if (minutes === null) return null;
  // An acknowledgement from before this session (a stale value) must not push the check later.
  const from = Math.max(clock.sessionStart, clock.acknowledgedAt ?? clock.sessionStart);
  return from + minutes * MINUTE;
}

/** Whether the reality check must show now. */
export function realityCheckDue(rules: MarketRules, clock: RealityCheckClock, now: number): boolean {
  const at = nextRealityCheckAt(rules, clock);
  return at !== null && now >= at;
}
