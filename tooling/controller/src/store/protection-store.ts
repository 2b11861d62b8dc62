import type { DatabaseSync } from 'node:sqlite';
import type { HistoryKind, LimitKind, LimitPeriod, PendingLimit, ProtectionBlock } from '@lobby/domain';

/** A player's protection settings. */
export interface RgSettings {
  readonly realityCheckMinutes: number | null;
  readonly summaryAckAt: number | null;
  readonly firstDepositAnswered: boolean;
  /** When the player acknowledged the protection tools popup (once is enough), or null. */
  readonly toolsAckAt: number | null;
}

/** A stored limit: cents (minutes for `session`), null for none. */
export interface StoredLimit {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly amount: number | null;
  readonly pending: PendingLimit | null;
}

/** One login of a player, by the casino's clock. */
export interface RgSession {
  readonly sessionId: string;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly realityAckAt: number | null;
}

/** One account history row: cents for money, null for an event. */
export interface HistoryRow {
  readonly at: number;
  readonly kind: HistoryKind;
  readonly cents: number | null;
  readonly detail: string;
}

type Row = Record<string, unknown>;
const num = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : null);

/** The player's settings (defaults when none are stored). */
export function readSettings(db: DatabaseSync, casinoId: number, pid: number): RgSettings {
  const row = db
    .prepare(
      'SELECT reality_check_minutes, summary_ack_at, first_deposit_answered, tools_ack_at FROM rg_settings WHERE casino_id = ? AND pid = ?',
    )
    .get(casinoId, pid) as Row | undefined;
  return {
    realityCheckMinutes: num(row?.reality_check_minutes),
    summaryAckAt: num(row?.summary_ack_at),
    firstDepositAnswered: num(row?.first_deposit_answered) === 1,
    toolsAckAt: num(row?.tools_ack_at),
  };
}

/** Stores the player's settings. */
export function writeSettings(db: DatabaseSync, casinoId: number, pid: number, settings: RgSettings): void {
  db.prepare(`INSERT INTO rg_settings (casino_id, pid, reality_check_minutes, summary_ack_at, first_deposit_answered, tools_ack_at)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (casino_id, pid) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes,
    summary_ack_at = excluded.summary_ack_at, first_deposit_answered = excluded.first_deposit_answered,
    tools_ack_at = excluded.tools_ack_at`).run(
    casinoId,
    pid,
    settings.realityCheckMinutes,
    settings.summaryAckAt,
    settings.firstDepositAnswered ? 1 : 0,
    settings.toolsAckAt,
  );
}

/** The player's stored limits. */
export function readLimits(db: DatabaseSync, casinoId: number, pid: number): StoredLimit[] {
  const rows = db
    .prepare('SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE casino_id = ? AND pid = ?')
    .all(casinoId, pid) as Row[];
  return rows.map((row) => {
    const pendingAt = num(row.pending_at);
    return {
      kind: row.kind as LimitKind,
      period: row.period as LimitPeriod,
      amount: num(row.amount),
      pending: pendingAt === null ? null : { amount: num(row.pending_amount), effectiveAt: pendingAt },
    };
  });
}

/** Stores one limit. */
export function writeLimit(db: DatabaseSync, casinoId: number, pid: number, limit: StoredLimit): void {
  db.prepare(`INSERT INTO rg_limits (casino_id, pid, kind, period, amount, pending_amount, pending_at) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (casino_id, pid, kind, period) DO UPDATE SET amount = excluded.amount,
    pending_amount = excluded.pending_amount, pending_at = excluded.pending_at`).run(
    casinoId,
    pid,
    limit.kind,
    limit.period,
    limit.amount,
    limit.pending?.amount ?? null,
    limit.pending?.effectiveAt ?? null,
  );
}

/** The player's blocks (break, exclusion, panic), in force or not. */
export function readBlocks(db: DatabaseSync, casinoId: number, pid: number): ProtectionBlock[] {
  const rows = db.prepare('SELECT reason, until, all_brands FROM rg_blocks WHERE casino_id = ? AND pid = ?').all(casinoId, pid) as Row[];
  return rows.map((row) => ({
    reason: row.reason as ProtectionBlock['reason'],
    until: num(row.until) ?? 0,
    allBrands: num(row.all_brands) === 1,
  }));
}

/** Adds a block. */
export function addBlock(db: DatabaseSync, casinoId: number, pid: number, block: ProtectionBlock, now: number): void {
  db.prepare('INSERT INTO rg_blocks (casino_id, pid, reason, created_at, until, all_brands) VALUES (?, ?, ?, ?, ?, ?)').run(
    casinoId,
    pid,
    block.reason,
    now,
    block.until,
    block.allBrands ? 1 : 0,
  );
}

/** Records a login's start. */
export function startRgSession(db: DatabaseSync, casinoId: number, pid: number, sessionId: string, now: number): void {
  db.prepare('INSERT INTO rg_sessions (session_id, casino_id, pid, started_at) VALUES (?, ?, ?, ?)').run(sessionId, casinoId, pid, now);
}

/** The protection record of a session, or null for one started before it was kept. */
export function readRgSession(db: DatabaseSync, sessionId: string): RgSession | null {
  const row = db.prepare('SELECT session_id, started_at, ended_at, reality_ack_at FROM rg_sessions WHERE session_id = ?').get(sessionId) as
    | Row
    | undefined;
  if (!row) return null;
  return {
    sessionId: String(row.session_id),
    startedAt: num(row.started_at) ?? 0,
    endedAt: num(row.ended_at),
    realityAckAt: num(row.reality_ack_at),
  };
}

/** Records a reality check acknowledged in this session. */
export function acknowledgeReality(db: DatabaseSync, sessionId: string, now: number): void {
  db.prepare('UPDATE rg_sessions SET reality_ack_at = ? WHERE session_id = ?').run(now, sessionId);
}

/** Ends the open protection records of a player's sessions (all, or one). */
export function endRgSessions(db: DatabaseSync, casinoId: number, pid: number, now: number, sessionId?: string): void {
  if (sessionId) db.prepare('UPDATE rg_sessions SET ended_at = ? WHERE session_id = ? AND ended_at IS NULL').run(now, sessionId);
  else db.prepare('UPDATE rg_sessions SET ended_at = ? WHERE casino_id = ? AND pid = ? AND ended_at IS NULL').run(now, casinoId, pid);
}

/** The player's sessions that overlap the time from `from` on. */
export function sessionsSince(db: DatabaseSync, casinoId: number, pid: number, from: number): RgSession[] {
  const rows = db
    .prepare(
      'SELECT session_id, started_at, ended_at, reality_ack_at FROM rg_sessions WHERE casino_id = ? AND pid = ? AND (ended_at IS NULL OR ended_at > ?)',
    )
    .all(casinoId, pid, from) as Row[];
  return rows.map((row) => ({
    sessionId: String(row.session_id),
    startedAt: num(row.started_at) ?? 0,
    endedAt: num(row.ended_at),
    realityAckAt: num(row.reality_ack_at),
  }));
}

/** Ends every session cookie of the player: a block logs out at once. */
export function endPlayerSessions(db: DatabaseSync, casinoId: number, pid: number, now: number): void {
  endRgSessions(db, casinoId, pid, now);
  db.prepare('DELETE FROM sessions WHERE casino_id = ? AND pid = ?').run(casinoId, pid);
}

/** Adds an account history row. */
export function addHistory(db: DatabaseSync, casinoId: number, pid: number, row: HistoryRow): void {
  db.prepare('INSERT INTO rg_history (casino_id, pid, at, kind, cents, detail) VALUES (?, ?, ?, ?, ?, ?)').run(
    casinoId,
    pid,
    row.at,
    row.kind,
    row.cents,
    row.detail,
  );
}

/** History rows from `from` to `to`, newest first (of the given kinds, when named). */
export function historyBetween(
  db: DatabaseSync,
  casinoId: number,
  pid: number,
  from: number,
  to: number,
  kinds?: readonly HistoryKind[],
): HistoryRow[] {
  const filter = kinds ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : '';
  const rows = db
    .prepare(
      `SELECT at, kind, cents, detail FROM rg_history WHERE casino_id = ? AND pid = ? AND at > ? AND at <= ?${filter} ORDER BY at DESC, rowid DESC`,
    )
    .all(casinoId, pid, from, to, ...(kinds ?? [])) as Row[];
  return rows.map((row) => ({ at: num(row.at) ?? 0, kind: row.kind as HistoryKind, cents: num(row.cents), detail: String(row.detail) }));
}
