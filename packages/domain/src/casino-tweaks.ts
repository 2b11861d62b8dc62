import type { CasinoOptionOverrides } from './options.ts';

/** Site-specific variations, keyed by casino id: the one table where casino ids are read. */
export interface CasinoTweaks {
  /** Players allowed on the sportsbook; the sportsbook exists only where this is non-empty. */
  readonly sportsbookPlayerIds: readonly number[];
  /** Daily free spins amount shown in offers. */
  readonly freeSpinsAmount: number;
  /** The fifty-free / welcome offer amount as the site words it. */
  readonly offerAmountLabel: string | null;
  /** Minimum-balance amount as the site words it in offers. */
  readonly minimumBalanceLabel: string | null;
  /** Fixed French links some sites add to the navigation. */
  readonly fixedFrenchLinks: readonly { readonly label: string; readonly href: string }[];
  /** Alternative icon set for navigation. */
  readonly iconSet: 'default' | 'alternate';
  /** Options this casino sets its own way (see `LobbyOptions`; not those start-up reads first); the app's profile may override them again. */
  readonly options: CasinoOptionOverrides;
}

const DEFAULT_TWEAKS: CasinoTweaks = {
  sportsbookPlayerIds: [],
  freeSpinsAmount: 30,
  offerAmountLabel: null,
  minimumBalanceLabel: null,
  fixedFrenchLinks: [],
  iconSet: 'default',
  options: {},
};

const TWEAKS: Readonly<Record<number, Partial<CasinoTweaks>>> = {
  4: {
    fixedFrenchLinks: [
      { label: 'Tours gratuits quotidiens', href: '/dashboard/loyalty/dailyfreespins' },
      { label: 'Cashback hebdomadaire', href: '/promotions#weekly-cashback' },
    ],
  },
  14: { iconSet: 'alternate' },
  69: { freeSpinsAmount: 20 },
  77: { freeSpinsAmount: 20 },
  85: { sportsbookPlayerIds: [850002, 850003], minimumBalanceLabel: '5 €' },
  86: { offerAmountLabel: 'R150' },
};

/** The tweaks of casino `casinoId` (defaults for a casino without any). */
export function casinoTweaks(casinoId: number): CasinoTweaks {
  return { ...DEFAULT_TWEAKS, ...TWEAKS[casinoId] };
}
