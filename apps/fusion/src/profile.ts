import type { CasinoProfile } from '@lobby/casino-kit';
import { casino } from '../casino.ts';
import { brand } from './brand.ts';

/** The app's profile, from casino.ts. Build-time variables let one build point at another controller. */
export const profile: CasinoProfile = {
  key: casino.key,
  displayName: casino.displayName,
  variant: casino.variant,
  basePath: import.meta.env.BASE_URL,
  controller: {
    base: import.meta.env.VITE_LOBBY_CONTROLLER_BASE ?? casino.controller.base,
    passphrase: import.meta.env.VITE_LOBBY_PASSPHRASE ?? casino.controller.passphrase,
  },
  site: { login: '/site/login', logout: '/site/logout' },
  // Optional in casino.ts (CasinoDefinition), where the page's early banner reads it too.
  heroPromoId: (casino as { readonly heroPromoId?: string }).heroPromoId,
  brand,
};
