import type { ControllerClient } from '@lobby/api';
import { PROMOS_CALLS } from './promos-calls.ts';

/** The calls of daily free spins, the fifty-free coupon, loyalty and referral. */
const REWARD_CALLS = [
  'getDailyFreeSpins',
  'sendFreeSpinEmail',
  'checkFreeSpinEmailClick',
  'redeemDailyFreeSpins',
  'redeemFiftyFree',
  'getLoyaltyTexts',
  'getReferral',
] as const satisfies readonly (keyof ControllerClient)[];

/**
 * The controller calls the application layer makes. The browser's client is built from this list
 * (platform/browser-deps.ts): its code loads beside the data layer, not with the first screen.
 */
export const LOBBY_CALLS = [
  'getConfig',
  'getGames',
  'getFavorites',
  'setFavorite',
  'getDfsFlags',
  'getBalance',
  'getUnreadMessages',
  'getSuggested',
  'getGameLockDetails',
  'launchGame',
  'getGameToken',
  'getLiveDealer',
  'getMessages',
  ...REWARD_CALLS,
  ...PROMOS_CALLS,
] as const satisfies readonly (keyof ControllerClient)[];

/** The controller calls the application layer makes. */
export type LobbyApi = Pick<ControllerClient, (typeof LOBBY_CALLS)[number]>;
