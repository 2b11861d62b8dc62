import type { DatabaseSync } from 'node:sqlite';
import type { Balances, GameRef } from '@lobby/domain';
import { verifyPassword } from './passwords.ts';

/** A player as the routes need it: profile, flags and balances (major units). */
export interface PlayerRecord {
  readonly pid: number;
  readonly username: string;
  readonly fname: string;
  readonly lname: string;
  readonly class: string;
  readonly class_vip_level: number;
  readonly class_display_name: string;
  readonly currency_code: string;
  readonly practicemode: 0 | 1;
  readonly unread: number;
  readonly hasDeposited: boolean;
  readonly rafCode: string;
  readonly balances: Balances;
}

interface PlayerRow {
  pid: number;
  username: string;
  fname: string;
  lname: string;
  class: string;
  class_vip_level: number;
  class_display_name: string;
  currency_code: string;
  practicemode: number;
  unread_messages: number;
  has_deposited: number;
  raf_code: string;
  balance_cents: number | null;
  fun_money_cents: number | null;
  real_cents: number | null;
  bonus_cents: number | null;
  withdrawable_cents: number | null;
  playthrough_cents: number | null;
  comppoints: number | null;
}

const fromCents = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const PLAYER_SELECT = `SELECT p.pid, p.username, p.fname, p.lname, p.class, p.class_vip_level, p.class_display_name,
  p.currency_code, p.practicemode, p.unread_messages, p.has_deposited, p.raf_code, b.balance_cents, b.fun_money_cents,
  b.real_cents, b.bonus_cents, b.withdrawable_cents, b.playthrough_cents, b.comppoints
  FROM players p LEFT JOIN balances b ON b.casino_id = p.casino_id AND b.pid = p.pid WHERE p.casino_id = ?`;

function toRecord(r: PlayerRow): PlayerRecord {
  return {
    pid: r.pid,
    username: r.username,
    fname: r.fname,
    lname: r.lname,
    class: r.class,
    class_vip_level: r.class_vip_level,
    class_display_name: r.class_display_name,
    currency_code: r.currency_code,
    practicemode: r.practicemode === 1 ? 1 : 0,
    unread: r.unread_messages,
    hasDeposited: r.has_deposited === 1,
    rafCode: r.raf_code,
    balances: {
      balance: fromCents(r.balance_cents),
      currency_code: r.currency_code,
      fun_money: fromCents(r.fun_money_cents),
      real: fromCents(r.real_cents),
      bonus: fromCents(r.bonus_cents),
      withdrawable: fromCents(r.withdrawable_cents),
      playthrough: fromCents(r.playthrough_cents),
      comppoints: r.comppoints,
    },
  };
}

/** One player of the casino, or null. */
export function loadPlayer(db: DatabaseSync, casinoId: number, pid: number): PlayerRecord | null {
  const row = db.prepare(`${PLAYER_SELECT} AND p.pid = ?`).get(casinoId, pid) as PlayerRow | undefined;
  return row ? toRecord(row) : null;
}

/** Every player of the casino, by PID. */
export function listPlayers(db: DatabaseSync, casinoId: number): PlayerRecord[] {
  return (db.prepare(`${PLAYER_SELECT} ORDER BY p.pid`).all(casinoId) as unknown as PlayerRow[]).map(toRecord);
}

/** The PID when username and password match, else null (in the same time either way). */
export function checkLogin(db: DatabaseSync, casinoId: number, username: string, password: string): number | null {
  const row = db
    .prepare('SELECT pid, password_salt, password_hash FROM players WHERE casino_id = ? AND username = ?')
    .get(casinoId, username.trim()) as { pid: number; password_salt: Uint8Array; password_hash: Uint8Array } | undefined;
  const ok = verifyPassword(password, row ? { salt: row.password_salt, hash: row.password_hash } : null);
  return ok && row ? row.pid : null;
}

/** The player's favorites, oldest first. */
export function listFavorites(db: DatabaseSync, casinoId: number, pid: number): GameRef[] {
  const rows = db
    .prepare('SELECT shortname, provider FROM favorites WHERE casino_id = ? AND pid = ? ORDER BY added_at, rowid')
    .all(casinoId, pid) as unknown as GameRef[];
  return rows.map((r) => ({ shortname: r.shortname, provider: r.provider }));
}

/** Adds a favorite; adding one twice keeps the first. */
export function addFavorite(db: DatabaseSync, casinoId: number, pid: number, ref: GameRef, now: number): void {
  db.prepare('INSERT OR IGNORE INTO favorites (casino_id, pid, shortname, provider, added_at) VALUES (?, ?, ?, ?, ?)').run(
    casinoId,
    pid,
    ref.shortname,
    ref.provider,
    now,
  );
}

/** Removes a favorite; removing a missing one is not an error. */
export function removeFavorite(db: DatabaseSync, casinoId: number, pid: number, ref: GameRef): void {
  db.prepare('DELETE FROM favorites WHERE casino_id = ? AND pid = ? AND shortname = ? AND provider = ?').run(
    casinoId,
    pid,
    ref.shortname,
    ref.provider,
  );
}

/** Credits a deposit to balance, real money and withdrawable; marks the player as a depositor. */
export function deposit(db: DatabaseSync, casinoId: number, pid: number, amountCents: number): void {
  db.prepare(`UPDATE balances SET balance_cents = COALESCE(balance_cents, 0) + ?1, real_cents = COALESCE(real_cents, 0) + ?1,
    withdrawable_cents = COALESCE(withdrawable_cents, 0) + ?1 WHERE casino_id = ?2 AND pid = ?3`).run(amountCents, casinoId, pid);
  db.prepare('UPDATE players SET has_deposited = 1 WHERE casino_id = ? AND pid = ?').run(casinoId, pid);
}

/** Cashes everything out: balance, real, bonus and withdrawable go to zero. */
export function withdrawAll(db: DatabaseSync, casinoId: number, pid: number): void {
  db.prepare(
    'UPDATE balances SET balance_cents = 0, real_cents = 0, bonus_cents = 0, withdrawable_cents = 0 WHERE casino_id = ? AND pid = ?',
  ).run(casinoId, pid);
}
