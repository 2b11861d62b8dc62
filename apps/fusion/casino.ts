import type { CasinoDefinition } from '@lobby/casinos';

/** Fusion Casino: the multi-provider casino, played locally by the reference controller's `fusion` profile. */
export const casino = {
  key: 'fusion',
  displayName: 'Fusion Casino',
  shortName: 'Fusion',
  description: 'Fusion Casino: slots, table games and jackpots.',
  variant: 'fusion',
  casinoId: 1,
  basePath: '/',
  themeColor: '#140f2e',
  brand: { accent: '#f5c451', onAccent: '#140f2e' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: {
    profile: 'fusion',
    base: '/app/shared/controllers/',
    passphrase: 'lobby-fusion-passphrase',
    passphraseVariable: 'LOBBY_FUSION_PASSPHRASE',
  },
  ports: { dev: 5173, controller: 8787 },
  e2e: 'shared',
} as const satisfies CasinoDefinition;
