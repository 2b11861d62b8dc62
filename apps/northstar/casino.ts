import type { CasinoDefinition } from '@lobby/casinos';

/**
 * Northstar Casino & Sportsbook (casino 85). Its sportsbook and other site rules follow the casino
 * id the controller sends, not this file. Played locally by the reference controller's `sportsbook` profile.
 */
export const casino = {
  key: 'northstar',
  displayName: 'Northstar Casino & Sportsbook',
  shortName: 'Northstar',
  description: 'Northstar Casino & Sportsbook: slots, jackpots and sports betting.',
  variant: 'single-provider',
  casinoId: 85,
  basePath: '/',
  themeColor: '#0b2a3c',
  brand: { accent: '#f5c451', onAccent: '#0b2a3c' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: {
    profile: 'sportsbook',
    base: '/app/shared/controllers/',
    passphrase: 'lobby-sportsbook-passphrase',
    passphraseVariable: 'LOBBY_NORTHSTAR_PASSPHRASE',
  },
  ports: { dev: 5175, controller: 8789 },
  e2e: 'own',
} as const satisfies CasinoDefinition;
