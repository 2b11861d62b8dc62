import type { PlayCalls } from '../controller-client.ts';
import type { Endpoints } from '../endpoints.ts';
import { keepPlayingSchema, launchResultSchema, liveDealerSchema, tokenSchema } from '../schema/play.ts';
import { tournamentsLobbySchema, tournamentsSchema } from '../schema/tournaments.ts';
import { gameOfTheMonthSchema, htmlWidgetSchema, stickyBannerSchema, widgetsSchema, winnersSchema } from '../schema/widgets.ts';
import type { Call } from '../transport.ts';
import { bit, formSpec, getSpec, type Answer } from './spec.ts';

/** Play, promotions, tournaments and home widget calls on LobbyController. */
export function playActions(call: Call, endpoints: Endpoints): PlayCalls {
  const url = (action: string) => endpoints.controller('LobbyController.php', action);
  const get = <T>(action: string, answer: Answer<T>) => getSpec(action, url(action), answer);
  const post = <T>(action: string, form: Record<string, string>, answer: Answer<T>) => formSpec(action, url(action), form, answer);
  return {
    getWidgets: (options) => call(get('widgets', widgetsSchema), options),
    getStickyBanner: (options) => call(get('stickybanner', stickyBannerSchema), options),
    getEscapePodWidget: (options) => call(get('escapepodwidget', htmlWidgetSchema), options),
    getCrewponWidget: (options) => call(get('crewponwidget', htmlWidgetSchema), options),
    getFortuneTellerWidget: (options) => call(get('fortunetellerwidget', htmlWidgetSchema), options),
    getGameOfTheMonth: (options) => call(get('gameofthemonth', gameOfTheMonthSchema), options),
    getWinners: (options) => call(get('winners', winnersSchema), options),
    getKeepPlaying: (options) => call(get('keepplaying', keepPlayingSchema), options),
    getGameToken: (options) => call(get('gettoken', tokenSchema), options),
    launchGame: ({ game, realmoney, provider }, options) => {
      const form = { game, realmoney: bit(realmoney), ...(provider === undefined ? {} : { provider }) };
      return call(post('gamelauncher', form, launchResultSchema), options);
    },
    getTournaments: ({ lang, home }, options) =>
      call(post('gettournaments', { lang, ...(home === true ? { home: 'home' } : {}) }, tournamentsSchema), options),
    getTournamentsLobby: (options) => call(get('gettournamentslobby', tournamentsLobbySchema), options),
    getLiveDealer: (options) => call(post('getlivedealer', { getlivedealer: '1' }, liveDealerSchema), options),
  };
}
