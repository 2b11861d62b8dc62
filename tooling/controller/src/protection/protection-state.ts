import {
  activeBlock,
  type ActivityDay,
  type ActivitySummary,
  type ActivityTotals,
  type LimitKind,
  type LimitMove,
  type LimitPeriod,
  limitReachedUntil,
  limitWindowMs,
  type LimitsState,
  type MarketRules,
  marketRules,
  type PlayerLimit,
  type ProtectionBlock,
  reachedUntil,
  sessionLimitReachedAt,
  settleLimit,
  usedInWindow,
} from '@lobby/domain';
import type { CasinoRuntime } from '../casino-runtime.ts';
import {
  historyBetween,
  readBlocks,
  readLimits,
  readSettings,
  sessionsSince,
  type StoredLimit,
  writeLimit,
} from '../store/protection-store.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MONEY_KINDS = ['deposit', 'withdrawal', 'stake', 'win'] as const;

/** The rules of the market this casino runs under now. */
export function rulesOf(rt: CasinoRuntime): MarketRules {
  return marketRules(rt.jurisdiction);
}

const cents = (units: number) => Math.round(units * 100);
const units = (value: number) => value / 100;

/** The moves that count against a limit of `kind`, in the limit's unit (currency units, minutes), over the last `fromMs`. */
function limitMoves(rt: CasinoRuntime, pid: number, kind: LimitKind, from: number, now: number): LimitMove[] {
  if (kind === 'session') {
    return sessionsSince(rt.db, rt.casinoId, pid, from).map((s) => ({
      at: Math.max(s.startedAt, from + 1),
      amount: Math.max(0, Math.min(s.endedAt ?? now, now) - Math.max(s.startedAt, from)) / MINUTE,
    }));
  }
  const rows = historyBetween(rt.db, rt.casinoId, pid, from, now, kind === 'deposit' ? ['deposit'] : ['stake', 'win']);
  return rows.map((row) => ({ at: row.at, amount: units(row.kind === 'win' ? -(row.cents ?? 0) : (row.cents ?? 0)) }));
}

/** A stored limit with any due pending change applied (and written back). */
function settled(rt: CasinoRuntime, pid: number, stored: StoredLimit, now: number): StoredLimit {
  const next = settleLimit(stored, now);
  if (next === stored) return stored;
  const limit = { ...stored, ...next };
  writeLimit(rt.db, rt.casinoId, pid, limit);
  return limit;
}

/** A stored amount in the limit's unit: cents become currency units, minutes stay minutes. */
export function fromStored(kind: LimitKind, amount: number | null): number | null {
  return amount === null || kind === 'session' ? amount : units(amount);
}

/** A requested amount as stored. */
export function toStored(kind: LimitKind, amount: number | null): number | null {
  return amount === null || kind === 'session' ? amount : cents(amount);
}

/** One limit as the player sees it: settled, with what counts against it and until when it is reached. */
export function playerLimit(rt: CasinoRuntime, pid: number, kind: LimitKind, period: LimitPeriod, now: number): PlayerLimit {
  const stored = readLimits(rt.db, rt.casinoId, pid).find((l) => l.kind === kind && l.period === period) ?? {
    kind,
    period,
    amount: null,
    pending: null,
  };
  const limit = settled(rt, pid, stored, now);
  const moves = limitMoves(rt, pid, kind, now - limitWindowMs(period), now);
  const amount = fromStored(kind, limit.amount);
  return {
    kind,
    period,
    amount,
    pending: limit.pending ? { amount: fromStored(kind, limit.pending.amount), effectiveAt: limit.pending.effectiveAt } : null,
    used: Math.max(0, Math.round(usedInWindow(moves, period, now) * 100) / 100),
    reachedUntil: reachedUntil(amount, moves, period, now),
  };
}

/** Every limit the market offers, as `limits` answers. */
export function limitsState(rt: CasinoRuntime, pid: number, now: number): LimitsState {
  const rules = rulesOf(rt).limits;
  const limits = rules ? rules.kinds.flatMap((kind) => rules.periods.map((period) => playerLimit(rt, pid, kind, period, now))) : [];
  return { limits, firstDepositAnswered: readSettings(rt.db, rt.casinoId, pid).firstDepositAnswered };
}

/** The latest end among the reached limits of one kind, or null when none is reached. */
export function kindReachedUntil(rt: CasinoRuntime, pid: number, kind: LimitKind, now: number): number | null {
  return limitReachedUntil(limitsState(rt, pid, now).limits, kind);
}

/**
 * When the session-time limit is reached if the player stays logged in, and until when it then
 * keeps them out (what the login refusal will say at that moment); null without a session-time
 * limit. Read by the controller's clock `now`; nothing is written.
 */
export function sessionLimitAhead(
  rt: CasinoRuntime,
  pid: number,
  now: number,
): { readonly reachedAt: number; readonly until: number } | null {
  const rules = rulesOf(rt).limits;
  if (!rules?.kinds.includes('session')) return null;
  const limits = limitsState(rt, pid, now).limits.filter((l) => l.kind === 'session' && l.amount !== null);
  let reachedAt: number | null = null;
  for (const limit of limits) {
    const spans = sessionsSince(rt.db, rt.casinoId, pid, now - limitWindowMs(limit.period)).map((s) => ({
      start: s.startedAt,
      end: s.endedAt,
    }));
    const at = sessionLimitReachedAt(limit.amount, spans, limit.period, now);
    if (at !== null) reachedAt = Math.min(reachedAt ?? at, at);
  }
  if (reachedAt === null) return null;
  const at = reachedAt;
  // The sessions as they stand at that moment: the limits of now (a pending change is not assumed), the open sessions run to it.
  const ends = limits.map((l) => reachedUntil(l.amount, limitMoves(rt, pid, 'session', at - limitWindowMs(l.period), at), l.period, at));
  const until = limitReachedUntil(
    limits.map((l, i) => ({ ...l, reachedUntil: ends[i] ?? null })),
    'session',
  );
  return until === null ? null : { reachedAt: at, until };
}

/**
 * Until when a deposit of `deposit` does not fit under the deposit limits: null when it fits now,
 * Infinity when a limit is lower than the deposit itself.
 */
export function depositBlockedUntil(rt: CasinoRuntime, pid: number, deposit: number, now: number): number | null {
  let until: number | null = null;
  for (const limit of limitsState(rt, pid, now).limits) {
    if (limit.kind !== 'deposit' || limit.amount === null || limit.used + deposit <= limit.amount) continue;
    const moves = limitMoves(rt, pid, 'deposit', now - limitWindowMs(limit.period), now);
    // The deposit fits once the window holds at most `amount - deposit`: under that plus half a cent.
    const end =
      limit.amount < deposit ? Number.POSITIVE_INFINITY : (reachedUntil(limit.amount - deposit + 0.005, moves, limit.period, now) ?? now);
    until = Math.max(until ?? end, end);
  }
  return until;
}

/** Why the player may not be logged in now: a block, or a reached session-time limit; null when they may. */
export type LoginRefusal = ProtectionBlock | { readonly reason: 'session_limit'; readonly until: number; readonly allBrands: false };

/** Why the player may not log in (or stay logged in) at `now`, or null. */
export function loginRefusal(rt: CasinoRuntime, pid: number, now: number): LoginRefusal | null {
  const block = activeBlock(readBlocks(rt.db, rt.casinoId, pid), now);
  if (block) return block;
  if (!rulesOf(rt).limits) return null;
  const until = kindReachedUntil(rt, pid, 'session', now);
  return until === null ? null : { reason: 'session_limit', until, allBrands: false };
}

/** Stakes, wins and losses since `from`, in currency units. */
export function netSince(rt: CasinoRuntime, pid: number, from: number, now: number): number {
  const rows = historyBetween(rt.db, rt.casinoId, pid, from - 1, now, ['stake', 'win']);
  return units(rows.reduce((net, row) => net + (row.kind === 'win' ? (row.cents ?? 0) : -(row.cents ?? 0)), 0));
}

function emptyTotals(): { stakes: number; wins: number; deposits: number; withdrawals: number } {
  return { stakes: 0, wins: 0, deposits: 0, withdrawals: 0 };
}

function finish(t: ReturnType<typeof emptyTotals>): ActivityTotals {
  return {
    stakes: units(t.stakes),
    wins: units(t.wins),
    losses: units(Math.max(0, t.stakes - t.wins)),
    deposits: units(t.deposits),
    withdrawals: units(t.withdrawals),
  };
}

const FIELD = { deposit: 'deposits', withdrawal: 'withdrawals', stake: 'stakes', win: 'wins' } as const;

/** The activity of the last `days` days: totals and one entry per day with activity (UTC days, newest first). */
export function activitySummary(rt: CasinoRuntime, pid: number, currency: string, days: number, now: number): ActivitySummary {
  const from = now - days * DAY;
  const total = emptyTotals();
  const byDay = new Map<string, ReturnType<typeof emptyTotals>>();
  for (const row of historyBetween(rt.db, rt.casinoId, pid, from, now, MONEY_KINDS)) {
    const field = FIELD[row.kind as (typeof MONEY_KINDS)[number]];
    const day = new Date(row.at).toISOString().slice(0, 10);
    const bucket = byDay.get(day) ?? emptyTotals();
    bucket[field] += row.cents ?? 0;
    total[field] += row.cents ?? 0;
    byDay.set(day, bucket);
  }
  const list: ActivityDay[] = [...byDay].map(([day, t]) => ({ day, ...finish(t) }));
  return { days, from, to: now, currency, totals: finish(total), byDay: list };
}
