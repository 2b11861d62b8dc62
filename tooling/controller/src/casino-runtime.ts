import type { DatabaseSync } from 'node:sqlite';
import type { CasinoConfig, CasinoLicence, Jurisdiction, LockBy } from '@lobby/domain';
import { buildConfig } from './config.ts';
import type { EnvelopeCompression } from './envelope.ts';
import { createFaultRegistry, type FaultRegistry } from './faults.ts';
import type { SeedContent } from './promos/content.ts';
import type { CasinoProfile, ProfileFlags } from './profiles.ts';
import type { CatalogData, SeedGame, WireGame } from './seed/catalog-types.ts';
import { ensureCatalog, loadCatalog } from './store/catalog-store.ts';
import type { PlayerRecord } from './store/player-queries.ts';
import { type PlayerScope, seedPlayersIfEmpty } from './store/players-store.ts';

/** Everything one served casino needs at request time. */
export interface CasinoRuntime {
  readonly profile: CasinoProfile;
  readonly casinoId: number;
  /** Public origin: `assets_domain` and absolute links use it. */
  readonly origin: string;
  readonly db: DatabaseSync;
  /** The configuration `getconfig` sends: the profile's, with any flags a test switched. */
  readonly config: CasinoConfig;
  /** Switches configuration flags until the next reset (`/__control/flags`); `{}` restores the profile's. */
  setFlags(flags: Partial<ProfileFlags>): void;
  /** Replaces configured page links, any text, hostile ones included, until the next reset (`/__control/pages`); `{}` restores the profile's. */
  setPages(pages: Readonly<Record<string, string>>): void;
  /** How envelopes are compressed now: the profile's, the controller's option, or a test's switch. */
  readonly envelopeCompression: EnvelopeCompression | null;
  /** Switches envelope compression until the next reset (`/__control/envelope`); undefined restores the start-up value. */
  setEnvelopeCompression(compression: EnvelopeCompression | null | undefined): void;
  /** The market whose rules the controller enforces: a test's switch, the profile's, the casino app's casino.ts, else `none`. */
  readonly jurisdiction: Jurisdiction;
  /** Whether ResponsibleGamingController answers (the profile's, or a test's switch). */
  readonly responsibleGaming: boolean;
  /**
   * Switches the market and the licence `getconfig` sends (null: sends none) and whether the
   * responsible-gaming calls exist, until the next reset (`/__control/protection`); `{}` restores the profile's.
   */
  setProtection(protection: ProtectionSwitch): void;
  /** What the promotions, tournaments and widgets say: the showcase seed unless a test asked for the hostile one. */
  readonly content: SeedContent;
  /** Switches the seed's copy until the next reset (`/__control/content`); undefined restores the showcase. */
  setContent(content: SeedContent | undefined): void;
  readonly catalog: CatalogData;
  readonly scope: PlayerScope;
  readonly faults: FaultRegistry;
  readonly log: (line: string) => void;
  /** The game with this shortname (and provider, when given). */
  findGame(shortname: string, provider?: string): SeedGame | undefined;
  /** Every game with this shortname (one per provider), in catalog order. */
  gameVersions(shortname: string): readonly SeedGame[];
  /** The `getgames` JSON for a player who has opened these lock kinds, built once per kind set. */
  catalogJson(unlocked: ReadonlySet<LockBy>): string;
}

/** What `/__control/protection` switches; an absent field keeps the profile's. */
export interface ProtectionSwitch {
  readonly jurisdiction?: Jurisdiction | null;
  readonly responsibleGaming?: boolean;
  readonly licence?: CasinoLicence | null;
}

/** What a casino runtime is built from. */
export interface RuntimeOptions {
  readonly profile: CasinoProfile;
  readonly db: DatabaseSync;
  readonly origin: string;
  readonly seedGames: number | undefined;
  /** The market the casino app's casino.ts sets, used when the controller sends none. */
  readonly casinoJurisdiction?: Jurisdiction | undefined;
  /** Overrides the profile's envelope compression (the `--compress` option); undefined keeps it. */
  readonly envelopeCompression?: EnvelopeCompression | null | undefined;
  readonly log: (line: string) => void;
}

/** Seeds what is missing, loads the catalog and indexes it. */
export function createCasinoRuntime(o: RuntimeOptions): CasinoRuntime {
  const { profile, db } = o;
  const plan = profile.catalogPlan(profile.isFusion ? o.seedGames : undefined);
  const seeded = ensureCatalog(db, profile.casinoId, plan);
  if (seeded) o.log(`${profile.key}: seeded ${plan.gameCount} games`);
  // Just seeded: the generated data is what the rows hold (a store test checks the round trip).
  const catalog = seeded ?? loadCatalog(db, profile.casinoId);
  const scope: PlayerScope = { casinoId: profile.casinoId, playerIdBase: profile.playerIdBase, currency: profile.currency };
  if (seedPlayersIfEmpty(db, scope, catalog)) o.log(`${profile.key}: seeded demo players`);
  const byKey = new Map(catalog.games.map((g) => [`${g.shortname}\u0000${g.provider}`, g]));
  const versions = new Map<string, SeedGame[]>();
  for (const g of catalog.games) {
    const list = versions.get(g.shortname);
    if (list) list.push(g);
    else versions.set(g.shortname, [g]);
  }
  const jsonCache = new Map<string, string>();
  const profileConfig = buildConfig(profile, o.origin);
  let flagged: Partial<ProfileFlags> = {};
  let pages: Readonly<Record<string, string>> = {};
  let config = profileConfig;
  const startCompression = o.envelopeCompression === undefined ? profile.envelopeCompression : o.envelopeCompression;
  let compression = startCompression;
  let protection: ProtectionSwitch = {};
  let content: SeedContent = 'showcase';
  const rebuild = () => {
    const { jurisdiction: _profileMarket, licence: _profileLicence, ...base } = profileConfig;
    const sent = protection.jurisdiction === undefined ? profileConfig.jurisdiction : protection.jurisdiction;
    const licence = protection.licence === undefined ? profileConfig.licence : protection.licence;
    config = {
      ...base,
      ...flagged,
      pages: { ...profileConfig.pages, ...pages },
      ...(sent ? { jurisdiction: sent } : {}),
      ...(licence ? { licence } : {}),
    };
  };
  return {
    profile,
    casinoId: profile.casinoId,
    origin: o.origin,
    db,
    get config() {
      return config;
    },
    setFlags(flags) {
      flagged = flags;
      rebuild();
    },
    setPages(next) {
      pages = next;
      rebuild();
    },
    get jurisdiction() {
      return config.jurisdiction ?? o.casinoJurisdiction ?? 'none';
    },
    get responsibleGaming() {
      return protection.responsibleGaming ?? profile.responsibleGaming;
    },
    setProtection(next) {
      protection = next;
      rebuild();
    },
    get envelopeCompression() {
      return compression;
    },
    setEnvelopeCompression(next) {
      compression = next === undefined ? startCompression : next;
    },
    get content() {
      return content;
    },
    setContent(next) {
      content = next ?? 'showcase';
    },
    catalog,
    scope,
    faults: createFaultRegistry(),
    log: o.log,
    findGame: (shortname, provider) => (provider ? byKey.get(`${shortname}\u0000${provider}`) : versions.get(shortname)?.[0]),
    gameVersions: (shortname) => versions.get(shortname) ?? [],
    catalogJson(unlocked) {
      const key = [...unlocked].sort().join(',');
      let json = jsonCache.get(key);
      if (json === undefined) {
        json = JSON.stringify(catalogAnswer(catalog, unlocked));
        jsonCache.set(key, json);
      }
      return json;
    },
  };
}

/** Lock kinds this player has satisfied: VIP class opens class locks, a deposit opens deposit locks. */
export function unlockedKinds(player: PlayerRecord | null): Set<LockBy> {
  const kinds = new Set<LockBy>();
  if (player?.class === 'vip') kinds.add('player_class');
  if (player?.hasDeposited) kinds.add('deposit');
  return kinds;
}

function toWireGame(game: SeedGame, unlocked: ReadonlySet<LockBy>): WireGame {
  const { lock, artMissing: _artMissing, launchBlock: _launchBlock, ...wire } = game;
  return lock && unlocked.has(lock.lock_by) ? { ...wire, game_lock: 0 } : wire;
}

function catalogAnswer(catalog: CatalogData, unlocked: ReadonlySet<LockBy>) {
  const total = catalog.games.reduce((sum, g) => sum + (g.jackpot ?? 0), 0);
  return {
    games: catalog.games.map((g) => toWireGame(g, unlocked)),
    providers: catalog.providers,
    themes: catalog.themes,
    features: catalog.features,
    categories: catalog.categories,
    total_jackpot: Math.round(total * 100) / 100,
  };
}
