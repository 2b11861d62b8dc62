import type { PlayCalls } from '../controller-client.ts';
import type { Endpoints } from '../endpoints.ts';
import { keepPlayingSchema, launchResultSchema, liveDealerSchema, tokenSchema } from '../schema/play.ts';
import { tournamentsLobbySchema, tournamentsSchema } from '../schema/tournaments.ts';
import { gameOfTheMonthSchema, htmlWidgetSchema, stickyBannerSchema, widgetsSchema, winnersSchema } from '../schema/widgets.ts';
import type { Call } from '../transport.ts';
import { type CallName, CONTROLLER_CALLS } from '../calls.ts';
import { actionOf, bit, formSpec, getSpec, type Answer } from './spec.ts';

/** Play, promotions, tournaments and home widget calls on LobbyController. */
export function playActions(call: Call, endpoints: Endpoints): PlayCalls {
  const get = <T>(name: CallName, answer: Answer<T>) => getSpec(actionOf(name), endpoints.call(CONTROLLER_CALLS[name]), answer);
  const post = <T>(name: CallName, form: Record<string, string>, answer: Answer<T>) =>
    formSpec(actionOf(name), endpoints.call(CONTROLLER_CALLS[name]), form, answer);
  return {
    getWidgets: (options) => call(get('getWidgets', widgetsSchema), options),
    getStickyBanner: (options) => call(get('getStickyBanner', stickyBannerSchema), options),
    getEscapePodWidget: (options) => call(get('getEscapePodWidget', htmlWidgetSchema), options),
    getCrewponWidget: (options) => call(get('getCrewponWidget', htmlWidgetSchema), options),
    getFortuneTellerWidget: (options) => call(get('getFortuneTellerWidget', htmlWidgetSchema), options),
    getGameOfTheMonth: (options) => call(get('getGameOfTheMonth', gameOfTheMonthSchema), options),
    getWinners: (options) => call(get('getWinners', winnersSchema), options),
    getKeepPlaying: (options) => call(get('getKeepPlaying', keepPlayingSchema), options),
    getGameToken: (options) => call(get('getGameToken', tokenSchema), options),
    launchGame: ({ game, realmoney, provider }, options) => {
      const form = { game, realmoney: bit(realmoney), ...(provider === undefined ? {} : { provider }) };
      return call(post('launchGame', form, launchResultSchema), options);
    },
    getTournaments: ({ lang, home }, options) =>
      call(post('getTournaments', { lang, ...(home === true ? { home: 'home' } : {}) }, tournamentsSchema), options),
    getTournamentsLobby: (options) => call(get('getTournamentsLobby', tournamentsLobbySchema), options),
    getLiveDealer: (options) => call(post('getLiveDealer', { getlivedealer: '1' }, liveDealerSchema), options),
  };
}
