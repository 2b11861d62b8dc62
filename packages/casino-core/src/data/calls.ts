import type { ControllerClient } from '@lobby/api';

/**
 * The controller calls the application layer makes: every call of the client (the api package's
 * `CONTROLLER_CALLS` lists them). Effects reach it as `AppDeps.api`.
 */
export type LobbyApi = ControllerClient;
