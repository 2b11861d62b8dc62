import type { CasinoProfile } from '@lobby/casino-kit';
import { brand } from './brand.ts';

/** The Fusion Casino app. Build-time variables let one build point at another controller. */
export const profile: CasinoProfile = {
  key: 'fusion',
  displayName: 'Fusion Casino',
  variant: 'fusion',
  basePath: import.meta.env.BASE_URL,
  controller: {
    base: import.meta.env.VITE_LOBBY_CONTROLLER_BASE ?? '/app/shared/controllers/',
    passphrase: import.meta.env.VITE_LOBBY_PASSPHRASE ?? 'lobby-fusion-passphrase',
  },
  site: { login: '/site/login', logout: '/site/logout' },
  brand,
};
