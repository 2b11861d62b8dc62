import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** How long a session lives without a new login. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Starts a session and returns its unguessable id. */
export function createSession(db: DatabaseSync, casinoId: number, pid: number, now: number): string {
  const id = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (id, casino_id, pid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    casinoId,
    pid,
    now,
    now + SESSION_TTL_MS,
  );
  return id;
}

/** The player of a live session of this casino, or null. */
export function findSessionPlayer(db: DatabaseSync, casinoId: number, id: string, now: number): number | null {
  const row = db.prepare('SELECT pid FROM sessions WHERE id = ? AND casino_id = ? AND expires_at > ?').get(id, casinoId, now) as
    | { pid: number }
    | undefined;
  return row?.pid ?? null;
}

/** Ends a session; unknown ids are ignored. */
export function deleteSession(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/** Drops expired sessions, so a long-lived database file does not grow forever. */
export function purgeExpiredSessions(db: DatabaseSync, now: number): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
}
