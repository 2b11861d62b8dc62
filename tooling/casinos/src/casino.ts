import type { CasinoLicence, Jurisdiction } from '@lobby/domain';

/** The two variants a casino app is built for; the controller's `is_fusion` must agree. */
export type CasinoVariant = 'fusion' | 'single-provider';

/** The reference controller profiles a new casino's own profile may start from. */
export type ReferenceProfileBase = 'fusion' | 'single-provider' | 'sportsbook';

/**
 * Everything that differs between two casino apps: `apps/<key>/casino.ts` exports one of these as
 * `casino`. The app's profile, its Vite build, `./lobby start`, the e2e projects, the benchmark and
 * the reference controller all read it; nothing else lists the casinos.
 */
export interface CasinoDefinition {
  /** The folder name under apps/; names the local database and storage keys. */
  readonly key: string;
  /** The page title and the name shown while the configuration loads. */
  readonly displayName: string;
  /** The manifest's short name (home screen label). */
  readonly shortName: string;
  /** The page's meta description. */
  readonly description: string;
  readonly variant: CasinoVariant;
  /** The casino id the casino's controller sends (its site tweaks follow it). */
  readonly casinoId: number;
  /** Where the app is served by default; `vite build --base` or LOBBY_BASE_PATH override it. */
  readonly basePath: string;
  /** The browser's theme colour and the manifest's background. */
  readonly themeColor: string;
  /** Brand colours: the accent and the text drawn on it. */
  readonly brand: { readonly accent: string; readonly onAccent: string };
  /**
   * The regular promo the home's hero banner shows (by id) when it has a picture; else the first
   * promo with one. The app's profile takes it from here, and so does the page's early banner.
   */
  readonly heroPromoId?: string;
  /**
   * Whether the page shows the home's hero banner before the app's code has loaded, on a first
   * visit (default true). A casino whose profile hides or replaces the home's hero slot sets false:
   * the page cannot know its slots.
   */
  readonly earlyHeroBanner?: boolean;
  /**
   * The market the casino is licensed in, for a controller that does not send one in its
   * configuration (the controller's word wins). Picks the player-protection rules
   * (packages/domain `marketRules`); absent is `none`, the lobby without them.
   */
  readonly jurisdiction?: Jurisdiction;
  /**
   * The operator's licence the market footer shows (its text, and the regulator's register entry
   * or null), for a controller that does not send one in its configuration (the controller's word
   * wins). Without either, a licensed market's footer leaves the licence line out.
   */
  readonly licence?: CasinoLicence;
  /** Files in the app's public/ folder. */
  readonly icons: { readonly any: string; readonly maskable: string };
  /**
   * Origins of the casino's game providers and live dealer (`https://games.example`): the only
   * frames the deployment's Content-Security-Policy lets in besides the casino's own host.
   */
  readonly frameOrigins?: readonly string[];
  readonly controller: {
    /** The reference controller profile that plays this casino's controller in development and e2e. */
    readonly profile: string;
    /** Folder of the controller scripts on the casino's host. */
    readonly base: string;
    /** Envelope passphrase when the build gets none (it ships in the bundle: obfuscation only). */
    readonly passphrase: string;
    /** The environment variable a build reads the passphrase from, e.g. LOBBY_FUSION_PASSPHRASE. */
    readonly passphraseVariable: string;
    /**
     * For a casino whose profile the reference controller does not define itself: the profile it
     * starts from, with this casino's id, display name, passphrase and port.
     */
    readonly reference?: { readonly basedOn: ReferenceProfileBase };
  };
  /** `./lobby start` ports (the e2e run takes free ports instead). */
  readonly ports: { readonly dev: number; readonly controller: number };
  /**
   * Which e2e specs its project runs: `shared` runs every spec not named after another casino
   * (the `@kit` describes only in the first shared casino by key); `own` runs only
   * `smoke.spec.ts` and the specs named after it (`*-<key>.spec.ts`).
   */
  readonly e2e: 'shared' | 'own';
}
