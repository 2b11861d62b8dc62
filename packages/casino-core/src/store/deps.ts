import type { SiteNavigation } from '../platform/site-navigation.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import type { SafeStorage } from '../platform/storage.ts';
import type { LobbyApi } from '../data/calls.ts';
import type { EarlyHero } from '../start-up/early-hero.ts';

/** Reads and writes the visitor's preferences where they live (cookies, local storage). */
export interface PreferenceStore {
  /** The theme cookie; `days` is how long it lives (the options' `themeCookieDays`). */
  readonly theme: { read(): string | null; write(value: string, days: number): void };
  readonly language: { read(): string | null; write(value: string): void };
  /** The casino site's own preferred-language cookie. */
  readonly siteLanguage: () => string | null;
  readonly browserLanguages: () => readonly string[];
  readonly systemPrefersDark: () => boolean;
}

/** The effects the store's listeners use, injected so that tests can replace each. */
export interface AppDeps {
  readonly api: LobbyApi;
  readonly catalogStore: CatalogStore;
  readonly preferences: PreferenceStore;
  readonly session: SafeStorage;
  readonly now: () => number;
  /** A number in [0, 1): random samples and suggestions. */
  readonly random: () => number;
  readonly log: (message: string, detail?: unknown) => void;
  /** Applies display preferences to the document (theme attribute, lang). */
  readonly applyDocument: (change: { theme?: string; language?: string }) => void;
  /** Resolves after the browser's next paint (start-up asks for the fresh catalog then, when a cached one shows). */
  readonly afterPaint: () => Promise<void>;
  /** Whether the browser says it is offline. */
  readonly isOffline: () => boolean;
  /**
   * Makes the app installable (the web manifest's link) and installs its offline copy (its service
   * worker) once the first screen's requests are done; start-up calls it once the first screen shows.
   */
  readonly installApp: () => void;
  /** Leaving the page: login, logout, cashier, external pages, reloads. */
  readonly navigation: SiteNavigation;
  /** The home's hero banner the page read before the app's code ran (a first visit), or null. */
  readonly earlyHero: EarlyHero | null;
  /**
   * When the first screen's code may be asked for: a task after start, and on a first visit to the
   * home once the early banner has painted. The same turn for every part, once per page.
   */
  readonly firstScreenTurn: () => Promise<void>;
}
