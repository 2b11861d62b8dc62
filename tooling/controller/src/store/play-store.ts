import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { GameRef } from '@lobby/domain';
import { transaction } from '../db.ts';

/** How long a game token opens game frames. */
export const GAME_TOKEN_TTL_MS = 2 * 3600 * 1000;
/** How many recently launched games `keepplaying` answers. */
export const KEEP_PLAYING_LIMIT = 12;

/** Issues a game token for the player of this casino; expired tokens of the casino are dropped on the way. */
export function createGameToken(db: DatabaseSync, casinoId: number, pid: number, now: number): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM game_tokens WHERE casino_id = ? AND expires_at <= ?').run(casinoId, now);
  db.prepare('INSERT INTO game_tokens (token, casino_id, pid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    casinoId,
    pid,
    now,
    now + GAME_TOKEN_TTL_MS,
  );
  return token;
}

/** The player a live token of this casino belongs to, or null (unknown, expired or another casino's). */
export function findTokenPlayer(db: DatabaseSync, casinoId: number, token: string, now: number): number | null {
  if (token === '') return null;
  const row = db.prepare('SELECT pid FROM game_tokens WHERE token = ? AND casino_id = ? AND expires_at > ?').get(token, casinoId, now) as
    | { pid: number }
    | undefined;
  return row?.pid ?? null;
}

/** Remembers a launch for `keepplaying`. */
export function recordLaunch(db: DatabaseSync, casinoId: number, pid: number, ref: GameRef, realMoney: boolean, now: number): void {
  db.prepare('INSERT INTO launches (casino_id, pid, shortname, provider, realmoney, launched_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    casinoId,
    pid,
    ref.shortname,
    ref.provider,
    realMoney ? 1 : 0,
    now,
  );
}

/** The player's most recently launched games, newest first, each once. */
export function recentLaunches(db: DatabaseSync, casinoId: number, pid: number, limit = KEEP_PLAYING_LIMIT): GameRef[] {
  // MAX(rowid) breaks ties between launches in the same millisecond: the later insert is newer.
  const rows = db
    .prepare(`SELECT shortname, provider, MAX(launched_at) AS last, MAX(rowid) AS seq FROM launches
    WHERE casino_id = ? AND pid = ? GROUP BY shortname, provider ORDER BY last DESC, seq DESC LIMIT ?`)
    .all(casinoId, pid, limit) as unknown as GameRef[];
  return rows.map((r) => ({ shortname: r.shortname, provider: r.provider }));
}

/** The outcome of a round: the new balance, or a refusal when the stake exceeds the balance. */
export type RoundResult = { readonly balanceCents: number } | { readonly error: 'insufficient_funds' | 'unknown_player' };

/**
 * Settles one round: debits `stakeCents` and credits `winCents` in one transaction. Balance and real
 * money move together (real never below zero); bonus and the other amounts stay as they are.
 */
export function settleRound(db: DatabaseSync, casinoId: number, pid: number, stakeCents: number, winCents: number): RoundResult {
  return transaction(db, () => {
    const row = db.prepare('SELECT balance_cents FROM balances WHERE casino_id = ? AND pid = ?').get(casinoId, pid) as
      | { balance_cents: number | null }
      | undefined;
    if (!row) return { error: 'unknown_player' } as const;
    const before = row.balance_cents ?? 0;
    if (stakeCents > before) return { error: 'insufficient_funds' } as const;
    const delta = winCents - stakeCents;
    db.prepare(`UPDATE balances SET balance_cents = ?1,
      real_cents = CASE WHEN real_cents IS NULL THEN NULL ELSE MAX(0, real_cents + ?2) END WHERE casino_id = ?3 AND pid = ?4`).run(
      before + delta,
      delta,
      casinoId,
      pid,
    );
    return { balanceCents: before + delta };
  });
}

/** Sets the balance outright (`null`: the server does not know it); real money moves by the same amount. */
export function setBalance(db: DatabaseSync, casinoId: number, pid: number, cents: number | null): boolean {
  return transaction(db, () => {
    const row = db.prepare('SELECT balance_cents FROM balances WHERE casino_id = ? AND pid = ?').get(casinoId, pid) as
      | { balance_cents: number | null }
      | undefined;
    if (!row) return false;
    const delta = (cents ?? 0) - (row.balance_cents ?? 0);
    db.prepare(`UPDATE balances SET balance_cents = ?1,
      real_cents = CASE WHEN real_cents IS NULL THEN NULL ELSE MAX(0, real_cents + ?2) END WHERE casino_id = ?3 AND pid = ?4`).run(
      cents,
      delta,
      casinoId,
      pid,
    );
    return true;
  });
}

/** The player's balance in cents (null when unknown or no such player). */
export function balanceCents(db: DatabaseSync, casinoId: number, pid: number): number | null {
  const row = db.prepare('SELECT balance_cents FROM balances WHERE casino_id = ? AND pid = ?').get(casinoId, pid) as
    | { balance_cents: number | null }
    | undefined;
  return row?.balance_cents ?? null;
}

/** The PID of a username in this casino, or null. */
export function findPlayerId(db: DatabaseSync, casinoId: number, username: string): number | null {
  const row = db.prepare('SELECT pid FROM players WHERE casino_id = ? AND username = ?').get(casinoId, username) as
    | { pid: number }
    | undefined;
  return row?.pid ?? null;
}
