import type { GameInfo } from '../seed/game-info.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { JackpotMultiplier, LockBy, Taxon } from '@lobby/domain';
import { CATALOG_TAXON_TABLES, type TaxonTable, transaction } from '../db.ts';
import { type CatalogData, LAUNCH_BLOCKS, type LockSeed, type SeedGame } from '../seed/catalog-types.ts';
import { generateCatalog } from '../seed/generate-catalog.ts';
import type { CatalogPlan } from '../seed/plans.ts';

const CATALOG_FORMAT = 2;

/** Identifies a seeded catalog: a changed plan (say, another game count) re-seeds it. */
export function catalogSignature(plan: CatalogPlan): string {
  return `v${CATALOG_FORMAT}:${plan.seed}:${plan.anchor}:${plan.gameCount}`;
}

/** Seeds the casino's catalog unless the same plan already did; returns the new catalog, or null. */
export function ensureCatalog(db: DatabaseSync, casinoId: number, plan: CatalogPlan): CatalogData | null {
  const signature = catalogSignature(plan);
  const row = db.prepare('SELECT signature FROM catalog_meta WHERE casino_id = ?').get(casinoId) as { signature: string } | undefined;
  if (row?.signature === signature) return null;
  const catalog = generateCatalog(plan);
  transaction(db, () => {
    for (const table of [...CATALOG_TAXON_TABLES, 'games'] as const) db.prepare(`DELETE FROM ${table} WHERE casino_id = ?`).run(casinoId);
    writeTaxa(db, casinoId, 'providers', catalog.providers);
    writeTaxa(db, casinoId, 'themes', catalog.themes);
    writeTaxa(db, casinoId, 'features', catalog.features);
    writeTaxa(db, casinoId, 'categories', catalog.categories);
    writeTaxa(db, casinoId, 'sub_groups', catalog.subGroups);
    writeGames(db, casinoId, catalog.games);
    db.prepare('INSERT OR REPLACE INTO catalog_meta (casino_id, signature, seeded_at) VALUES (?, ?, ?)').run(
      casinoId,
      signature,
      new Date().toISOString(),
    );
  });
  return catalog;
}

function writeTaxa(db: DatabaseSync, casinoId: number, table: TaxonTable, taxa: readonly Taxon[]): void {
  const insert = db.prepare(`INSERT INTO ${table} (casino_id, id, name, shortname) VALUES (?, ?, ?, ?)`);
  for (const t of taxa) insert.run(casinoId, t.id, t.name, t.shortname);
}

function writeGames(db: DatabaseSync, casinoId: number, games: readonly SeedGame[]): void {
  const insert = db.prepare(`INSERT INTO games (casino_id, id, shortname, provider, name, display_name, category, jackpot,
    release_date, game_lock, pre_release, synth, themes, features, sub_groups, jackpot_multiplier,
    lock_by, lock_visible_event, lock_target_date, art_missing, launch_block, info)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const g of games) {
    insert.run(
      casinoId,
      g.id,
      g.shortname,
      g.provider,
      g.name,
      g.display_name,
      g.category,
      g.jackpot,
      g.release_date,
      g.game_lock,
      g.pre_release,
      g.synth,
      JSON.stringify(g.themes),
      JSON.stringify(g.features),
      JSON.stringify(g.sub_groups),
      g.jackpot_multiplier ? JSON.stringify(g.jackpot_multiplier) : null,
      g.lock?.lock_by ?? null,
      g.lock?.visible_event ?? null,
      g.lock?.target_date ?? null,
      g.artMissing ? 1 : 0,
      g.launchBlock,
      JSON.stringify(gameInfoOf(g)),
    );
  }
}

/** Reads the casino's catalog back, games in id order. */
export function loadCatalog(db: DatabaseSync, casinoId: number): CatalogData {
  const taxa = (table: TaxonTable): Taxon[] =>
    (db.prepare(`SELECT id, name, shortname FROM ${table} WHERE casino_id = ? ORDER BY id`).all(casinoId) as unknown as Taxon[]).map(
      (t) => ({ ...t }),
    );
  const rows = db.prepare('SELECT * FROM games WHERE casino_id = ? ORDER BY id').all(casinoId) as unknown as GameRow[];
  return {
    providers: taxa('providers'),
    themes: taxa('themes'),
    features: taxa('features'),
    categories: taxa('categories'),
    subGroups: taxa('sub_groups'),
    games: rows.map(rowToGame),
  };
}

interface GameRow {
  id: number;
  shortname: string;
  provider: string;
  name: string;
  display_name: string | null;
  category: string;
  jackpot: number | null;
  release_date: string;
  game_lock: number;
  pre_release: number;
  synth: number;
  themes: string;
  features: string;
  sub_groups: string;
  jackpot_multiplier: string | null;
  lock_by: string | null;
  lock_visible_event: string | null;
  lock_target_date: string | null;
  art_missing: number;
  launch_block: string | null;
  info: string;
}

/** The optional game info fields of a game (those it has). */
function gameInfoOf(g: GameInfo): GameInfo {
  const info: { -readonly [K in keyof GameInfo]: GameInfo[K] } = {};
  if (g.rtp !== undefined) info.rtp = g.rtp;
  if (g.volatility !== undefined) info.volatility = g.volatility;
  if (g.max_win !== undefined) info.max_win = g.max_win;
  if (g.top_win_probability !== undefined) info.top_win_probability = g.top_win_probability;
  return info;
}

function rowToGame(r: GameRow): SeedGame {
  const lock: LockSeed | null = r.lock_by
    ? { lock_by: r.lock_by as LockBy, visible_event: r.lock_visible_event as LockSeed['visible_event'], target_date: r.lock_target_date }
    : null;
  return {
    id: r.id,
    name: r.name,
    display_name: r.display_name,
    shortname: r.shortname,
    category: r.category,
    jackpot: r.jackpot,
    themes: JSON.parse(r.themes) as string[],
    features: JSON.parse(r.features) as string[],
    provider: r.provider,
    release_date: r.release_date,
    sub_groups: JSON.parse(r.sub_groups) as string[],
    game_lock: r.game_lock === 1 ? 1 : 0,
    pre_release: r.pre_release === 1 ? 1 : 0,
    synth: r.synth === 1 ? 1 : 0,
    jackpot_multiplier: r.jackpot_multiplier ? (JSON.parse(r.jackpot_multiplier) as JackpotMultiplier) : null,
    lock,
    artMissing: r.art_missing === 1,
    launchBlock: LAUNCH_BLOCKS.find((b) => b === r.launch_block) ?? null,
    ...(JSON.parse(r.info) as GameInfo),
  };
}
