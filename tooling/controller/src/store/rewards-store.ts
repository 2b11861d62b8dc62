import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

const ready = new WeakSet<DatabaseSync>();

/**
 * The rewards tables, created beside the main schema on first use. They hang off `players`, so a
 * players reset (or a schema rebuild) takes their rows along and every player starts from its plan.
 */
export function ensureRewardTables(db: DatabaseSync): void {
  if (ready.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS dfs_state (
      casino_id INTEGER NOT NULL, pid INTEGER NOT NULL,
      email_token TEXT, email_sent_at INTEGER, email_clicked INTEGER NOT NULL DEFAULT 0,
      redeemed_day TEXT, active_coupon INTEGER NOT NULL DEFAULT 0, last_spins INTEGER,
      PRIMARY KEY (casino_id, pid),
      FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
    ) STRICT;
    CREATE TABLE IF NOT EXISTS dfs_draws (
      casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, day TEXT NOT NULL, draw REAL NOT NULL,
      PRIMARY KEY (casino_id, pid, day),
      FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
    ) STRICT;
    CREATE TABLE IF NOT EXISTS coupon_redemptions (
      casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, code TEXT NOT NULL, redeemed_at INTEGER NOT NULL,
      PRIMARY KEY (casino_id, pid, code),
      FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
    ) STRICT;`);
  ready.add(db);
}

/** A player's daily free spins state. */
export interface DfsState {
  readonly emailToken: string | null;
  readonly emailSentAt: number | null;
  readonly emailClicked: boolean;
  /** New York date (YYYY-MM-DD) of the last redeem. */
  readonly redeemedDay: string | null;
  readonly activeCoupon: boolean;
}

interface Row {
  email_token: string | null;
  email_sent_at: number | null;
  email_clicked: number;
  redeemed_day: string | null;
  active_coupon: number;
}

/** The state row, created from `initial` on first read. */
export function readDfsState(db: DatabaseSync, casinoId: number, pid: number, initial: () => DfsState): DfsState {
  ensureRewardTables(db);
  const row = db.prepare('SELECT * FROM dfs_state WHERE casino_id = ? AND pid = ?').get(casinoId, pid) as Row | undefined;
  if (!row) {
    const state = initial();
    writeDfsState(db, casinoId, pid, state);
    return state;
  }
  return {
    emailToken: row.email_token,
    emailSentAt: row.email_sent_at,
    emailClicked: row.email_clicked === 1,
    redeemedDay: row.redeemed_day,
    activeCoupon: row.active_coupon === 1,
  };
}

/** Stores the state. */
export function writeDfsState(db: DatabaseSync, casinoId: number, pid: number, s: DfsState): void {
  ensureRewardTables(db);
  db.prepare(`INSERT INTO dfs_state (casino_id, pid, email_token, email_sent_at, email_clicked, redeemed_day, active_coupon)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (casino_id, pid) DO UPDATE SET email_token = excluded.email_token,
    email_sent_at = excluded.email_sent_at, email_clicked = excluded.email_clicked, redeemed_day = excluded.redeemed_day,
    active_coupon = excluded.active_coupon`).run(
    casinoId,
    pid,
    s.emailToken,
    s.emailSentAt,
    s.emailClicked ? 1 : 0,
    s.redeemedDay,
    s.activeCoupon ? 1 : 0,
  );
}

/**
 * The prize wheel's draw for a player and a New York day, a number in [0, 1): issued once (from
 * `fresh`) and stored, so a retry, a second tab or a new validation meets the same draw.
 */
export function issueDraw(db: DatabaseSync, casinoId: number, pid: number, day: string, fresh: () => number): number {
  ensureRewardTables(db);
  db.prepare('INSERT OR IGNORE INTO dfs_draws (casino_id, pid, day, draw) VALUES (?, ?, ?, ?)').run(casinoId, pid, day, fresh());
  return readDraw(db, casinoId, pid, day) ?? 0;
}

/** The draw issued for a player and a day, or null when none was. */
export function readDraw(db: DatabaseSync, casinoId: number, pid: number, day: string): number | null {
  ensureRewardTables(db);
  const row = db.prepare('SELECT draw FROM dfs_draws WHERE casino_id = ? AND pid = ? AND day = ?').get(casinoId, pid, day) as
    | { draw: number }
    | undefined;
  return row?.draw ?? null;
}

/** Replaces a player's draw for a day (a test control). */
export function setDraw(db: DatabaseSync, casinoId: number, pid: number, day: string, draw: number): void {
  ensureRewardTables(db);
  db.prepare('INSERT INTO dfs_draws (casino_id, pid, day, draw) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET draw = excluded.draw').run(
    casinoId,
    pid,
    day,
    draw,
  );
}

/** A uniform draw in [0, 1) from the system's cryptographic source. */
export function freshDraw(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

/** A fresh token for the emailed link. */
export function newEmailToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The player whose emailed link carries `token`, or null. */
export function findEmailToken(db: DatabaseSync, casinoId: number, token: string): number | null {
  ensureRewardTables(db);
  if (token === '') return null;
  const row = db.prepare('SELECT pid FROM dfs_state WHERE casino_id = ? AND email_token = ?').get(casinoId, token) as
    | { pid: number }
    | undefined;
  return row?.pid ?? null;
}

/**
 * Records a coupon redemption and credits `cents` to the balance and the bonus, once per player and
 * code: false when it was redeemed before (nothing changes then).
 */
export function redeemCouponOnce(db: DatabaseSync, casinoId: number, pid: number, code: string, cents: number, now: number): boolean {
  ensureRewardTables(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    const done = db
      .prepare('INSERT OR IGNORE INTO coupon_redemptions (casino_id, pid, code, redeemed_at) VALUES (?, ?, ?, ?)')
      .run(casinoId, pid, code, now);
    if (done.changes === 0) {
      db.exec('ROLLBACK');
      return false;
    }
    db.prepare(`UPDATE balances SET balance_cents = COALESCE(balance_cents, 0) + ?, bonus_cents = COALESCE(bonus_cents, 0) + ?
      WHERE casino_id = ? AND pid = ?`).run(cents, cents, casinoId, pid);
    db.exec('COMMIT');
    return true;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
