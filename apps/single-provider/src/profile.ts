import type { CasinoProfile } from '@lobby/casino-kit';
import { brand } from './brand.ts';

/** The Lucky Reels Casino app. Build-time variables let one build point at another controller. */
export const profile: CasinoProfile = {
  key: 'single-provider',
  displayName: 'Lucky Reels Casino',
  variant: 'single-provider',
  basePath: import.meta.env.BASE_URL,
  controller: {
    base: import.meta.env.VITE_LOBBY_CONTROLLER_BASE ?? '/app/shared/controllers/',
    passphrase: import.meta.env.VITE_LOBBY_PASSPHRASE ?? 'lobby-single-passphrase',
  },
  site: { login: '/site/login', logout: '/site/logout' },
  brand,
};
