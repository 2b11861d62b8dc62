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
import { bit, formSpec, getSpec, type Answer } from './spec.ts';

/** The lobby calls on LobbyController. */
export function lobbyActions(call: Call, endpoints: Endpoints, text: TextCall): LobbyCalls {
  const url = (action?: string) => endpoints.controller('LobbyController.php', action);
  const get = <T>(action: string, answer: Answer<T>) => getSpec(action, url(action), answer);
  return {
    getConfig: (options) => call(get('getconfig', configAnswerSchema), options),
    getGames: (options) => call(get('getgames', catalogSchema), options),
    getGamesBody: (options) => text({ action: 'getgames', method: 'GET', url: url('getgames') }, options),
    getPromos: ({ lang, target, regularOnly }, options) =>
      call(formSpec('getpromos', url('getpromos'), { lang, target, regular_only: bit(regularOnly) }, promotionsSchema), options),
    getFavorites: (options) => call(get('myfavorites', favoritesSchema), options),
    setFavorite: ({ action, game, provider }, options) =>
      call(formSpec('setFavorite', url(), { setFavorite: '1', action, game, provider }, setFavoriteSchema), options),
    getDfsFlags: (options) => call(get('DFS', dfsFlagsSchema), options),
    getBalance: (options) => call(get('getBalance', balanceSchema), options),
    getUnreadMessages: (options) => call(get('getunreadmessages', inboxSchema), options),
    getReferral: (options) => call(get('raf', referralSchema), options),
    getSuggested: (options) => call(get('suggest', suggestedSchema), options),
    getGameLockDetails: ({ shortname, provider }, options) =>
      call(formSpec('getgamelockdetails', url('getgamelockdetails'), { shortname, provider }, lockDetailsSchema), options),
  };
}
