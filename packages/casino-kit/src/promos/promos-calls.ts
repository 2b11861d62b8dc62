import type { ControllerClient } from '@lobby/api';

/** The controller calls of promotions, tournaments, winners and widgets. */
export type PromosCalls = Pick<
  ControllerClient,
  | 'getPromos'
  | 'getTournaments'
  | 'getTournamentsLobby'
  | 'getWinners'
  | 'getGameOfTheMonth'
  | 'getWidgets'
  | 'getStickyBanner'
  | 'getEscapePodWidget'
  | 'getCrewponWidget'
  | 'getFortuneTellerWidget'
  | 'getRngWidget'
  | 'getRngWidgetHtml'
  | 'getWaypointsWidget'
  | 'getWaypointsWidgetHtml'
  | 'getSynthGameWidget'
  | 'getSynthGameWidgetHtml'
  | 'rollbackTryout'
>;
