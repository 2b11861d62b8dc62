import type { CasinoDefinition } from '@lobby/casinos';

/** Lucky Reels Casino: one studio, slot-focused, played locally by the `single-provider` profile. */
export const casino = {
  key: 'single-provider',
  displayName: 'Lucky Reels Casino',
  shortName: 'Lucky Reels',
  description: 'Lucky Reels Casino: slots, table games and jackpots.',
  variant: 'single-provider',
  casinoId: 2,
  basePath: '/',
  themeColor: '#0f1d2e',
  brand: { accent: '#f5c451', onAccent: '#0f1d2e' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: {
    profile: 'single-provider',
    base: '/app/shared/controllers/',
    passphrase: 'lobby-single-passphrase',
    passphraseVariable: 'LOBBY_SINGLE_PROVIDER_PASSPHRASE',
  },
  ports: { dev: 5174, controller: 8788 },
  e2e: 'shared',
} as const satisfies CasinoDefinition;
