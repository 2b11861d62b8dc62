import type { DatabaseSync } from 'node:sqlite';
import type { GameRef } from '@lobby/domain';
import { transaction } from '../db.ts';
import type { CatalogData } from '../seed/catalog-types.ts';
import { type BalanceSeed, DEMO_PASSWORD, PLAYER_SEEDS, type PlayerSeed } from '../seed/players.ts';
import { createRng } from '../seed/prng.ts';
import { hashPassword } from './passwords.ts';

/** Which casino a player store works for. */
export interface PlayerScope {
  readonly casinoId: number;
  readonly playerIdBase: number;
  readonly currency: string;
}

const toCents = (amount: number | null): number | null => (amount === null ? null : Math.round(amount * 100));

/** Seeds the demo players when the casino has none; returns whether it seeded. */
export function seedPlayersIfEmpty(db: DatabaseSync, scope: PlayerScope, catalog: CatalogData): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM players WHERE casino_id = ?').get(scope.casinoId) as { n: number };
  if (row.n > 0) return false;
  transaction(db, () => {
    for (const seed of PLAYER_SEEDS) insertPlayer(db, scope, seed, catalog);
  });
  return true;
}

/** Restores the casino's demo players, balances and favorites; their sessions end. */
export function resetPlayers(db: DatabaseSync, scope: PlayerScope, catalog: CatalogData): void {
  transaction(db, () => {
    // Sessions, balances and favorites go with their player (ON DELETE CASCADE).
    db.prepare('DELETE FROM players WHERE casino_id = ?').run(scope.casinoId);
    for (const seed of PLAYER_SEEDS) insertPlayer(db, scope, seed, catalog);
  });
}

function insertPlayer(db: DatabaseSync, scope: PlayerScope, seed: PlayerSeed, catalog: CatalogData): void {
  const pid = scope.playerIdBase + seed.pidOffset;
  const { salt, hash } = hashPassword(DEMO_PASSWORD);
  const rafCode = `${seed.username.slice(0, 3).toUpperCase()}${(pid % 10_000).toString(36).toUpperCase().padStart(4, '0')}`;
  db.prepare(`INSERT INTO players (casino_id, pid, username, password_salt, password_hash, fname, lname, class,
      class_vip_level, class_display_name, currency_code, practicemode, unread_messages, has_deposited, raf_code)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    scope.casinoId,
    pid,
    seed.username,
    salt,
    hash,
    seed.fname,
    seed.lname,
    seed.class,
    seed.class_vip_level,
    seed.class_display_name,
    scope.currency,
    seed.practicemode,
    seed.unread,
    seed.hasDeposited ? 1 : 0,
    rafCode,
  );
  insertBalances(db, scope, pid, seed.balances);
  const add = db.prepare('INSERT OR IGNORE INTO favorites (casino_id, pid, shortname, provider, added_at) VALUES (?, ?, ?, ?, ?)');
  for (const [i, ref] of seedFavorites(scope.casinoId, seed, catalog).entries())
    add.run(scope.casinoId, pid, ref.shortname, ref.provider, i);
}

function insertBalances(db: DatabaseSync, scope: PlayerScope, pid: number, b: BalanceSeed): void {
  db.prepare(`INSERT INTO balances (casino_id, pid, currency_code, balance_cents, fun_money_cents, real_cents, bonus_cents,
      withdrawable_cents, playthrough_cents, comppoints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    scope.casinoId,
    pid,
    scope.currency,
    toCents(b.balance),
    toCents(b.fun_money),
    toCents(b.real),
    toCents(b.bonus),
    toCents(b.withdrawable),
    toCents(b.playthrough),
    b.comppoints,
  );
}

function seedFavorites(casinoId: number, seed: PlayerSeed, catalog: CatalogData): GameRef[] {
  const fixed = seed.fixedFavorites.map((shortname) => catalog.games.find((g) => g.shortname === shortname)).filter((g) => g !== undefined);
  // Ordinary open slots only, so a seeded favorite never lands on a locked, hidden or unlaunchable game.
  const pool = catalog.games.filter(
    (g) => g.category === 'online-slots' && !g.game_lock && !g.synth && !g.pre_release && !g.launchBlock && !fixed.includes(g),
  );
  const drawn = createRng(`${casinoId}:${seed.username}:favorites`).sample(pool, seed.favoriteCount);
  return [...fixed, ...drawn].map((g) => ({ shortname: g.shortname, provider: g.provider }));
}
