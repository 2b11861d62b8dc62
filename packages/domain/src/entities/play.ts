/** Images and link the play screen shows around a synthetic game. */
export interface SynthDetails {
  readonly imgLoader: string | null;
  readonly imgReminder: string | null;
  readonly imgPopup: string | null;
  readonly linkReminder: string | null;
}

/** One launchable version of a game; several mean the player picks a provider version first. */
export interface LaunchedGame {
  readonly url: string;
  readonly provider: string;
  readonly synth: 0 | 1;
  readonly synth_details: SynthDetails | null;
}

/** Launch errors the play screen has a dedicated view for. */
export const LAUNCH_ERRORS = ['mobile_only', 'auth_required', 'invalid_game'] as const;
/** A launch error code: a known one, or any other server code (shown as the generic game error). */
export type LaunchErrorCode = (typeof LAUNCH_ERRORS)[number] | (string & {});

/** Answer of `gamelauncher`. */
export interface LaunchResult {
  readonly success: boolean;
  readonly games: readonly LaunchedGame[];
  readonly game_name: string;
  readonly error: LaunchErrorCode | null;
}

/** Answer of `getlivedealer`. The spec names only "iframe URL"; `{url}` is the assumed minimal shape. */
export interface LiveDealerLaunch {
  readonly url: string;
}

/** Answer of WebplayController `tryout=rollback`. Shape not shown; minimal `{success, message}` assumed. */
export interface TryoutRollback {
  readonly success: boolean;
  readonly message: string | null;
}
