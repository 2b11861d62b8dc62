import type { CasinoProfile } from '@lobby/casino-kit';
import { brand } from './brand.ts';

/**
 * The Northstar Casino & Sportsbook app (casino 85). Its sportsbook and other site rules come from
 * the casino id the controller sends, not from here. Build-time variables let one build point at
 * another controller.
 */
export const profile: CasinoProfile = {
  key: 'northstar',
  displayName: 'Northstar Casino & Sportsbook',
  variant: 'single-provider',
  basePath: import.meta.env.BASE_URL,
  controller: {
    base: import.meta.env.VITE_LOBBY_CONTROLLER_BASE ?? '/app/shared/controllers/',
    passphrase: import.meta.env.VITE_LOBBY_PASSPHRASE ?? 'lobby-sportsbook-passphrase',
  },
  site: { login: '/site/login', logout: '/site/logout' },
  // The star of the app icon stands in the header for the crest.
  brand: { ...brand, logoSrc: `${import.meta.env.BASE_URL}icon.svg` },
};
