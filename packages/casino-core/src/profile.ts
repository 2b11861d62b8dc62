import type { CasinoLicence, Jurisdiction, LobbyOptionOverrides, VariantId } from '@lobby/domain';

/** What the core needs of a casino app's profile: who it is, where it is served, its controller and options. */
export interface CoreProfile {
  /** Short key, unique per casino app; names the local database and storage keys. */
  readonly key: string;
  /** Name shown while the configuration loads. */
  readonly displayName: string;
  /** The variant this app is built for; the controller's `is_fusion` must agree. */
  readonly variant: VariantId;
  /** Where the app is served, e.g. `/` or `/casino/`. */
  readonly basePath: string;
  readonly controller: {
    /** Folder of the controller scripts, e.g. `/app/shared/controllers/` or an absolute URL. */
    readonly base: string;
    /** Envelope passphrase; shipped to the browser, so obfuscation only (TLS protects the data). */
    readonly passphrase: string;
    /** Milliseconds before a call counts as timed out. */
    readonly timeoutMs?: number;
  };
  /** The casino's own login and logout pages; they take `?return={path}`. */
  readonly site: { readonly login: string; readonly logout: string };
  /** Options this casino app sets its own way (durations, counts, thresholds); the rest are the defaults. */
  readonly options?: LobbyOptionOverrides;
  /** The regular promo the hero banner shows (by id) when it has a picture; else the first promo with one. */
  readonly heroPromoId?: string;
  /** The market the casino is licensed in, where its controller's configuration names none (casino.ts). */
  readonly jurisdiction?: Jurisdiction;
  /** The licence the market footer shows, where its controller's configuration names none (casino.ts). */
  readonly licence?: CasinoLicence;
}

/** Problems that make a profile unusable, in words an operator understands; empty when valid. */
export function profileProblems(profile: CoreProfile): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9-]+$/.test(profile.key)) problems.push('key must be lower-case letters, digits and dashes');
  if (!profile.basePath.startsWith('/') || !profile.basePath.endsWith('/')) {
    problems.push('basePath must start and end with "/"');
  }
  if (profile.variant !== 'fusion' && profile.variant !== 'single-provider') problems.push('unknown variant');
  if (!profile.controller.base.endsWith('/')) problems.push('controller.base must end with "/"');
  if (profile.controller.passphrase.length === 0) problems.push('controller.passphrase is empty');
  return problems;
}
