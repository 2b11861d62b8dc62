import { type FoundCasino, discoverCasinos } from '@lobby/casinos';
import { type CasinoLicence, type CasinoPages, casinoTweaks, type Environment, type Jurisdiction, type Language } from '@lobby/domain';
import type { EnvelopeCompression } from './envelope.ts';
import { type CatalogPlan, fusionPlan, singleProviderPlan } from './seed/plans.ts';

/** Configuration flags a profile sets, as `getconfig` sends them. */
export interface ProfileFlags {
  readonly use_diff_theme_icons: boolean;
  readonly dfs: boolean;
  readonly dfs_popup: boolean;
  readonly dfs_spinwheel: boolean;
  readonly tournaments: boolean;
  readonly livedealer: boolean;
  readonly fun_money_casino: boolean;
  readonly allow_play_for_free_before_login: boolean;
}

/** One casino the reference controller can serve. */
export interface CasinoProfile {
  readonly key: string;
  readonly casinoId: number;
  /** `casino_name`: the display name in the casino.ts of the app this profile plays (see {@link casinoNameOf}). */
  readonly casinoName: string;
  /** The casino's own colour (its app's casino.ts `themeColor`): the hero promo's art is drawn in it. */
  readonly brandColour: string;
  /** Envelope passphrase; it ships in the app bundle, so it obfuscates and protects nothing. */
  readonly passphrase: string;
  /** Compresses envelope plaintexts (the `z` field, docs/controller-protocol.md); null sends plain envelopes. */
  readonly envelopeCompression: EnvelopeCompression | null;
  readonly environment: Environment;
  readonly language: Language;
  readonly currency: string;
  readonly isFusion: boolean;
  readonly flags: ProfileFlags;
  readonly pages: CasinoPages;
  readonly homeSections: readonly string[];
  readonly gameOfTheMonthApi: string | null;
  readonly helpUrl: string;
  /** Port the CLI uses when none is given. */
  readonly defaultPort: number;
  /** PIDs of the seeded players are this base plus 1..5. */
  readonly playerIdBase: number;
  /** Players who may open the sportsbook (casino 85 only). */
  readonly sportsbookPlayerIds: readonly number[];
  /** The catalog plan; `games` overrides the size where the profile allows it. */
  readonly catalogPlan: (games?: number) => CatalogPlan;
  /** The market `getconfig` names; undefined sends no `jurisdiction` (the casino's casino.ts may then set it). */
  readonly jurisdiction?: Jurisdiction;
  /** The licence `getconfig` sends; undefined sends none (the casino's casino.ts may then set it). */
  readonly licence?: CasinoLicence;
  /**
   * Whether ResponsibleGamingController exists (the project's protocol extension). A profile set
   * false plays a controller that lacks it, so the lobby's "not supported" path can be tested.
   */
  readonly responsibleGaming: boolean;
}

const SITE_PAGES: CasinoPages = {
  signup: '/site/signup',
  cashier: '/site/cashier',
  vipprogram: '/site/vip',
  banking: '/site/cashier#withdraw',
  contact: '/site/contact',
  terms: '/site/terms',
  privacy: '/site/privacy',
};

/** A profile as the controller defines it; its name comes from the casino app that plays it. */
type OwnProfile = Omit<CasinoProfile, 'casinoName' | 'brandColour'>;

/** The profiles the reference controller defines itself, by key. */
const OWN_PROFILES = {
  fusion: {
    key: 'fusion',
    casinoId: 1,
    passphrase: 'lobby-fusion-passphrase',
    envelopeCompression: null,
    environment: 'development',
    language: 'en',
    currency: 'USD',
    isFusion: true,
    flags: {
      use_diff_theme_icons: false,
      dfs: true,
      dfs_popup: true,
      dfs_spinwheel: true,
      tournaments: true,
      livedealer: true,
      fun_money_casino: false,
      allow_play_for_free_before_login: false,
    },
    pages: SITE_PAGES,
    homeSections: [],
    gameOfTheMonthApi: null,
    helpUrl: 'https://help.luckyfusion.example/',
    defaultPort: 8787,
    playerIdBase: 100_000,
    sportsbookPlayerIds: [],
    catalogPlan: (games) => fusionPlan(games),
    responsibleGaming: true,
  },
  'single-provider': {
    key: 'single-provider',
    casinoId: 2,
    passphrase: 'lobby-single-passphrase',
    envelopeCompression: null,
    environment: 'development',
    language: 'en',
    currency: 'EUR',
    isFusion: false,
    flags: {
      use_diff_theme_icons: true,
      dfs: true,
      dfs_popup: false,
      dfs_spinwheel: false,
      // On for one non-fusion casino, so the embedded tournament lobby is served and tested.
      tournaments: true,
      livedealer: true,
      fun_money_casino: false,
      allow_play_for_free_before_login: true,
    },
    // No vipprogram: the VIP link must disappear when a casino does not configure it.
    pages: { signup: SITE_PAGES.signup, cashier: SITE_PAGES.cashier },
    homeSections: [],
    gameOfTheMonthApi: null,
    helpUrl: 'https://help.goldenreels.example/',
    defaultPort: 8788,
    playerIdBase: 200_000,
    sportsbookPlayerIds: [],
    catalogPlan: () => singleProviderPlan(),
    responsibleGaming: true,
  },
  sportsbook: {
    key: 'sportsbook',
    casinoId: 85,
    passphrase: 'lobby-sportsbook-passphrase',
    // One casino sends compressed envelopes, so the lobby reads both kinds from a served controller.
    envelopeCompression: 'gzip',
    environment: 'staging',
    language: 'en',
    currency: 'EUR',
    isFusion: false,
    flags: {
      use_diff_theme_icons: false,
      dfs: true,
      dfs_popup: false,
      dfs_spinwheel: true,
      tournaments: false,
      livedealer: false,
      fun_money_casino: false,
      allow_play_for_free_before_login: true,
    },
    pages: SITE_PAGES,
    homeSections: [],
    gameOfTheMonthApi: null,
    helpUrl: 'https://help.northstar.example/',
    defaultPort: 8789,
    playerIdBase: 850_000,
    // The site tweaks name the seeded `regular` and `vip` players.
    sportsbookPlayerIds: casinoTweaks(85).sportsbookPlayerIds,
    catalogPlan: () => singleProviderPlan(undefined, true),
    responsibleGaming: true,
  },
} satisfies Record<string, OwnProfile>;

/** A casino app's own profile (casino.ts `controller.reference`): the base it names, with its id, name, passphrase and port. */
export function referenceProfile(casino: FoundCasino): CasinoProfile | undefined {
  const reference = casino.controller.reference;
  if (!reference) return undefined;
  return {
    ...OWN_PROFILES[reference.basedOn],
    key: casino.controller.profile,
    casinoId: casino.casinoId,
    casinoName: casino.displayName,
    brandColour: casino.themeColor,
    passphrase: casino.controller.passphrase,
    isFusion: casino.variant === 'fusion',
    defaultPort: casino.ports.controller,
    playerIdBase: casino.casinoId * 10_000,
    sportsbookPlayerIds: casinoTweaks(casino.casinoId).sportsbookPlayerIds,
  };
}

/** The casino apps under apps/ (see @lobby/casinos): the controller serves their profiles by default. */
export const CASINO_APPS: readonly FoundCasino[] = discoverCasinos();

/**
 * A casino's one name: the display name in the casino.ts of the first app whose controller plays
 * this profile, so the app's title, loading screen and page say the same (`getconfig`'s
 * `casino_name`). A profile no app plays is named after its key.
 */
export function casinoNameOf(profileKey: string, casinos: readonly FoundCasino[] = CASINO_APPS): string {
  return casinos.find((casino) => casino.controller.profile === profileKey)?.displayName ?? `${profileKey} casino`;
}

/** The night violet of a profile no app plays. */
const HOUSE_COLOUR = '#140f2e';

/** A casino's own colour: the theme colour in the casino.ts of the first app whose controller plays this profile. */
export function brandColourOf(profileKey: string, casinos: readonly FoundCasino[] = CASINO_APPS): string {
  return casinos.find((casino) => casino.controller.profile === profileKey)?.themeColor ?? HOUSE_COLOUR;
}

/** The casinos of the reference controller, by profile key: its own, and those casino apps bring. */
export const PROFILES: Readonly<Record<string, CasinoProfile>> = {
  ...Object.fromEntries(
    Object.entries(OWN_PROFILES).map(([key, own]) => [key, { ...own, casinoName: casinoNameOf(key), brandColour: brandColourOf(key) }]),
  ),
  ...Object.fromEntries(CASINO_APPS.flatMap((casino) => referenceProfile(casino) ?? []).map((profile) => [profile.key, profile])),
};

/** The profile keys the casino apps use, each once, in the apps' order: what the controller serves by default. */
export function appProfileKeys(casinos: readonly FoundCasino[] = CASINO_APPS): string[] {
  return [...new Set(casinos.map((casino) => casino.controller.profile))];
}

/** The profile for a key, or an error naming the known keys. */
export function getProfile(key: string): CasinoProfile {
  const profile = Object.hasOwn(PROFILES, key) ? PROFILES[key] : undefined;
  if (!profile) throw new Error(`unknown casino profile "${key}" (known: ${Object.keys(PROFILES).join(', ')})`);
  return profile;
}
