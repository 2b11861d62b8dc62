/** The embedded tournament lobby of non-fusion casinos. */
export const TOURNAMENT_LOBBY_PATH = '/tournament-lobby/';
/** The campaign controllers, each with `widget` and `widgethtml`. */
export const CAMPAIGN_CONTROLLERS = ['RngCampaignController.php', 'WaypointsController.php', 'SynthGameController.php'] as const;
/** The design tryout controller. */
export const WEBPLAY_CONTROLLER = 'WebplayController.php';
/** Where the shared controllers live. */
export const CONTROLLERS_DIR = '/app/shared/controllers/';
/** The design tryout cookie: `tryout` while the new design is tried, `rollback` after Go Back. */
export const TRYOUT_COOKIE = 'tryout';
