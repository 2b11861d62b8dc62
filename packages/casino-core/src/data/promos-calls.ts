import type { ControllerClient } from '@lobby/api';

/** The controller calls of promotions, tournaments, winners and widgets. */
export const PROMOS_CALLS = [
  'getPromos',
  'getTournaments',
  'getTournamentsLobby',
  'getWinners',
  'getGameOfTheMonth',
  'getWidgets',
  'getStickyBanner',
  'getEscapePodWidget',
  'getCrewponWidget',
  'getFortuneTellerWidget',
  'getRngWidget',
  'getRngWidgetHtml',
  'getWaypointsWidget',
  'getWaypointsWidgetHtml',
  'getSynthGameWidget',
  'getSynthGameWidgetHtml',
  'rollbackTryout',
] as const satisfies readonly (keyof ControllerClient)[];

/** The controller calls of promotions, tournaments, winners and widgets. */
export type PromosCalls = Pick<ControllerClient, (typeof PROMOS_CALLS)[number]>;
