import type { Jurisdiction } from './protection.ts';

/** Interface languages the product ships. */
export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
/** One of the interface languages. */
export type Language = (typeof LANGUAGES)[number];
/** Upper-case language key used by per-language configuration maps (navigation, launcher). */
export type LanguageKey = Uppercase<Language>;

/** Deployment environment of a casino; `live` changes thresholds and hides the install prompt. */
export type Environment = 'live' | 'staging' | 'development';

/** A sidebar navigation or bottom launcher entry, configured per language. */
export interface NavItem {
  readonly id: string;
  readonly label: string;
  /** A path inside the app when `ucc_internal`, otherwise an absolute URL. */
  readonly action: string;
  readonly icon: string;
  readonly ucc_internal: boolean;
}

/** Links to pages the casino hosts itself; a missing key means the link is not shown. */
export interface CasinoPages {
  readonly signup?: string;
  readonly cashier?: string;
  readonly vipprogram?: string;
  readonly banking?: string;
  readonly contact?: string;
  readonly terms?: string;
  readonly privacy?: string;
  readonly promotions?: string;
  /** The player's profile page on the casino site. */
  readonly profile?: string;
}

/** The operator's licence as the market footer shows it. */
export interface CasinoLicence {
  /** The licence holder and number as the operator words them ("Example Ltd, licence 000-000000-R-000000-000"); never translated. */
  readonly text: string;
  /** The regulator's register entry for this licence (http(s) or a same-origin path), or null: the line is then not a link. */
  readonly url: string | null;
}

/** The casino configuration returned by `getconfig`, normalized. */
export interface CasinoConfig {
  readonly environment: Environment;
  readonly language: Language;
  readonly casino_id: number;
  readonly casino_name: string;
  readonly currency: string;
  readonly assets_domain: string;
  readonly is_fusion: boolean;
  readonly pages: CasinoPages;
  readonly navigation: Partial<Record<LanguageKey, readonly NavItem[]>>;
  readonly launcher: Partial<Record<LanguageKey, readonly NavItem[]>>;
  readonly use_diff_theme_icons: boolean;
  readonly dfs: boolean;
  readonly tournaments: boolean;
  readonly livedealer: boolean;
  readonly fun_money_casino: boolean;
  readonly allow_play_for_free_before_login: boolean;
  readonly dfs_popup: boolean;
  readonly dfs_spinwheel: boolean;
  /** Home section order; empty means the default order. */
  readonly home_sections: readonly string[];
  readonly gameofthemonth_api: string | null;
  /** The market the casino is licensed in, when the controller says; casino.ts may set it otherwise. */
  readonly jurisdiction?: Jurisdiction;
  /** The licence the market footer shows, when the controller says; casino.ts may set it otherwise. */
  readonly licence?: CasinoLicence;
}
