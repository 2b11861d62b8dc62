import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Bumped when the schema changes; an older database file is rebuilt (it only holds demo data). */
export const SCHEMA_VERSION = 4;

const TAXON_TABLES = ['providers', 'themes', 'features', 'categories', 'sub_groups'] as const;
/** Tables of the catalog that share the id, name, shortname shape. */
export type TaxonTable = (typeof TAXON_TABLES)[number];

const taxonTable = (table: TaxonTable): string => `
  CREATE TABLE ${table} (
    casino_id INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, shortname TEXT NOT NULL,
    PRIMARY KEY (casino_id, id), UNIQUE (casino_id, shortname)
  ) STRICT;`;

const SCHEMA = `
  ${TAXON_TABLES.map(taxonTable).join('\n')}
  -- Lists live in JSON columns: the catalog is read whole, never searched by theme in SQL.
  CREATE TABLE games (
    casino_id INTEGER NOT NULL, id INTEGER NOT NULL, shortname TEXT NOT NULL, provider TEXT NOT NULL,
    name TEXT NOT NULL, display_name TEXT, category TEXT NOT NULL, jackpot REAL, release_date TEXT NOT NULL,
    game_lock INTEGER NOT NULL, pre_release INTEGER NOT NULL, synth INTEGER NOT NULL,
    themes TEXT NOT NULL, features TEXT NOT NULL, sub_groups TEXT NOT NULL, jackpot_multiplier TEXT,
    lock_by TEXT, lock_visible_event TEXT, lock_target_date TEXT, art_missing INTEGER NOT NULL DEFAULT 0, launch_block TEXT,
    info TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (casino_id, id), UNIQUE (casino_id, shortname, provider)
  ) STRICT;
  CREATE TABLE catalog_meta (casino_id INTEGER PRIMARY KEY, signature TEXT NOT NULL, seeded_at TEXT NOT NULL) STRICT;
  CREATE TABLE players (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, username TEXT NOT NULL COLLATE NOCASE,
    password_salt BLOB NOT NULL, password_hash BLOB NOT NULL, fname TEXT NOT NULL, lname TEXT NOT NULL,
    class TEXT NOT NULL, class_vip_level INTEGER NOT NULL, class_display_name TEXT NOT NULL,
    currency_code TEXT NOT NULL, practicemode INTEGER NOT NULL, unread_messages INTEGER NOT NULL,
    has_deposited INTEGER NOT NULL, raf_code TEXT NOT NULL,
    PRIMARY KEY (casino_id, pid), UNIQUE (casino_id, username)
  ) STRICT;
  -- Money in cents: no float drift after a few hundred deposits.
  CREATE TABLE balances (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, currency_code TEXT NOT NULL,
    balance_cents INTEGER, fun_money_cents INTEGER, real_cents INTEGER, bonus_cents INTEGER,
    withdrawable_cents INTEGER, playthrough_cents INTEGER, comppoints INTEGER,
    PRIMARY KEY (casino_id, pid),
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE favorites (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, shortname TEXT NOT NULL, provider TEXT NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (casino_id, pid, shortname, provider),
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY, casino_id INTEGER NOT NULL, pid INTEGER NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  -- Game tokens carry the player into a game frame, where the session cookie (SameSite=Lax) is not sent.
  CREATE TABLE game_tokens (
    token TEXT PRIMARY KEY, casino_id INTEGER NOT NULL, pid INTEGER NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE launches (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, shortname TEXT NOT NULL, provider TEXT NOT NULL,
    realmoney INTEGER NOT NULL, launched_at INTEGER NOT NULL,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE INDEX launches_by_player ON launches (casino_id, pid, launched_at);
  -- Player protection. Times are the casino's clock (epoch ms), which tests may set or advance.
  CREATE TABLE rg_settings (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, reality_check_minutes INTEGER,
    summary_ack_at INTEGER, first_deposit_answered INTEGER NOT NULL DEFAULT 0, tools_ack_at INTEGER,
    PRIMARY KEY (casino_id, pid),
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  -- Amounts in cents; a session limit in minutes. A pending change has pending_at set (its amount may be null: no limit).
  CREATE TABLE rg_limits (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL,
    amount INTEGER, pending_amount INTEGER, pending_at INTEGER,
    PRIMARY KEY (casino_id, pid, kind, period),
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE rg_blocks (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, reason TEXT NOT NULL, created_at INTEGER NOT NULL,
    until INTEGER NOT NULL, all_brands INTEGER NOT NULL,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE rg_sessions (
    session_id TEXT PRIMARY KEY, casino_id INTEGER NOT NULL, pid INTEGER NOT NULL,
    started_at INTEGER NOT NULL, ended_at INTEGER, reality_ack_at INTEGER,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  -- The account history: money moves (cents) and events (cents null), by the casino's clock.
  CREATE TABLE rg_history (
    casino_id INTEGER NOT NULL, pid INTEGER NOT NULL, at INTEGER NOT NULL, kind TEXT NOT NULL,
    cents INTEGER, detail TEXT NOT NULL,
    FOREIGN KEY (casino_id, pid) REFERENCES players (casino_id, pid) ON DELETE CASCADE
  ) STRICT;
  CREATE INDEX rg_history_by_player ON rg_history (casino_id, pid, at);
`;

/** Opens (creating when needed) the controller database; `:memory:` for a throwaway one. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  migrate(db);
  return db;
}

function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const version = row?.user_version ?? 0;
  if (version === SCHEMA_VERSION) return;
  // Outside the transaction: SQLite ignores this pragma inside one.
  db.exec('PRAGMA foreign_keys = OFF;');
  transaction(db, () => {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[];
    for (const { name } of tables) db.exec(`DROP TABLE "${name.replaceAll('"', '""')}"`);
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
  db.exec('PRAGMA foreign_keys = ON;');
}

/** Runs `work` in one transaction: all of it is written, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Names of the catalog's taxon tables. */
export const CATALOG_TAXON_TABLES: readonly TaxonTable[] = TAXON_TABLES;
