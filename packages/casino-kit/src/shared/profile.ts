import type { CoreProfile } from '@lobby/casino-core';
import type { CasinoLicence, Jurisdiction, LobbyOptionOverrides, VariantId } from '@lobby/domain';
import type { Brand } from '@lobby/ui';
import type { SlotOverrides } from './slots.tsx';

/** Everything one casino app is built from: what a new casino's folder under apps/ declares. */
export interface CasinoProfile extends CoreProfile {
  /** This casino's colours per theme, logo and fonts, set over the package tokens at start-up. */
  readonly brand?: Brand;
  /** Components this casino replaces or hides (null). */
  readonly slots?: SlotOverrides;
}

/** What the profile is built from in a casino's `casino.ts` (tooling/casinos `CasinoDefinition`). */
export interface CasinoFile {
  readonly key: string;
  readonly displayName: string;
  readonly variant: VariantId;
  readonly controller: { readonly base: string; readonly passphrase: string };
  readonly heroPromoId?: string;
  readonly jurisdiction?: Jurisdiction;
  readonly licence?: CasinoLicence;
}

/** The build's variables a profile reads (Vite's `import.meta.env`). */
export interface BuildEnv {
  /** The base path the app is built for. */
  readonly BASE_URL: string;
  /** Another controller folder or origin than casino.ts names. */
  readonly VITE_LOBBY_CONTROLLER_BASE?: string;
  /** The envelope passphrase of the build (the casino's own variable, set by the Vite preset). */
  readonly VITE_LOBBY_PASSPHRASE?: string;
}

/** What an app adds to its casino.ts: its look, and the parts and options it sets its own way. */
export interface ProfileExtras {
  readonly brand?: Brand;
  readonly slots?: SlotOverrides;
  readonly options?: LobbyOptionOverrides;
}

/**
 * The app's profile, from its casino.ts and the build's variables (which let one build point at
 * another controller), with what the app adds. The one place a profile is put together: every
 * casino app's `src/profile.ts` calls it.
 */
export function casinoProfile(casino: CasinoFile, env: BuildEnv, extras: ProfileExtras = {}): CasinoProfile {
  return {
    key: casino.key,
    displayName: casino.displayName,
    variant: casino.variant,
    basePath: env.BASE_URL,
    controller: {
      base: env.VITE_LOBBY_CONTROLLER_BASE ?? casino.controller.base,
      passphrase: env.VITE_LOBBY_PASSPHRASE ?? casino.controller.passphrase,
    },
    site: { login: '/site/login', logout: '/site/logout' },
    ...(casino.heroPromoId === undefined ? {} : { heroPromoId: casino.heroPromoId }),
    ...(casino.jurisdiction === undefined ? {} : { jurisdiction: casino.jurisdiction }),
    ...(casino.licence === undefined ? {} : { licence: casino.licence }),
    ...extras,
  };
}
