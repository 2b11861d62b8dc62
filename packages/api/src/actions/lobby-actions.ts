import type { LobbyCalls } from '../controller-client.ts';
import type { Endpoints } from '../endpoints.ts';
import { catalogSchema, lockDetailsSchema } from '../schema/catalog.ts';
import { configAnswerSchema } from '../schema/config.ts';
import { promotionsSchema } from '../schema/promotions.ts';
import {
  balanceSchema,
  dfsFlagsSchema,
  favoritesSchema,
  inboxSchema,
  referralSchema,
  setFavoriteSchema,
  suggestedSchema,
} from '../schema/lobby.ts';
import type { Call, TextCall } from '../transport.ts';
import { type CallName, CONTROLLER_CALLS } from '../calls.ts';
import { actionOf, bit, formSpec, getSpec, type Answer } from './spec.ts';

/** The lobby calls on LobbyController. */
export function lobbyActions(call: Call, endpoints: Endpoints, text: TextCall): LobbyCalls {
  const get = <T>(name: CallName, answer: Answer<T>) => getSpec(actionOf(name), endpoints.call(CONTROLLER_CALLS[name]), answer);
  const post = <T>(name: CallName, form: Record<string, string>, answer: Answer<T>) =>
    formSpec(actionOf(name), endpoints.call(CONTROLLER_CALLS[name]), form, answer);
  return {
    getConfig: (options) => call(get('getConfig', configAnswerSchema), options),
    getGames: (options) => call(get('getGames', catalogSchema), options),
    getGamesBody: (options) =>
      text({ action: actionOf('getGamesBody'), method: 'GET', url: endpoints.call(CONTROLLER_CALLS.getGamesBody) }, options),
    getPromos: ({ lang, target, regularOnly }, options) =>
      call(post('getPromos', { lang, target, regular_only: bit(regularOnly) }, promotionsSchema), options),
    getFavorites: (options) => call(get('getFavorites', favoritesSchema), options),
    setFavorite: ({ action, game, provider }, options) =>
      call(post('setFavorite', { setFavorite: '1', action, game, provider }, setFavoriteSchema), options),
    getDfsFlags: (options) => call(get('getDfsFlags', dfsFlagsSchema), options),
    getBalance: (options) => call(get('getBalance', balanceSchema), options),
    getUnreadMessages: (options) => call(get('getUnreadMessages', inboxSchema), options),
    getReferral: (options) => call(get('getReferral', referralSchema), options),
    getSuggested: (options) => call(get('getSuggested', suggestedSchema), options),
    getGameLockDetails: ({ shortname, provider }, options) =>
      call(post('getGameLockDetails', { shortname, provider }, lockDetailsSchema), options),
  };
}
