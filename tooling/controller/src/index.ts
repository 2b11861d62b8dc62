export type { CasinoOptions, RunningController, StartOptions } from './controller.ts';
export { startController } from './controller.ts';
export type { EnvelopeCompression, EnvelopeOptions } from './envelope.ts';
export { decodeEnvelope, ENVELOPE_COMPRESSIONS, ENVELOPE_ITERATIONS, encodeEnvelope } from './envelope.ts';
export type { Fault, FaultBody } from './faults.ts';
export type { ActionName } from './paths.ts';
export {
  ACTIONS,
  CONTROL_PATHS,
  ENCRYPTED_ACTIONS,
  GAME_PAGE_PREFIX,
  gameImagePath,
  gamePagePath,
  gamePlayPath,
  LIVE_DEALER_PATH,
  LOBBY_CONTROLLER_PATH,
  LOYALTY_CONTROLLER_PATH,
  MESSAGE_CENTER_PATH,
  playerBalanceControlPath,
  providerLogoPath,
  SITE_PATHS,
  sessionCookieName,
  synthImagePath,
} from './paths.ts';
export type { SynthImage } from './paths.ts';
export type { CasinoProfile, ProfileFlags } from './profiles.ts';
export { getProfile, PROFILES } from './profiles.ts';
export { CATALOG_ANCHOR } from './seed/dates.ts';
export type { PlayerSeed } from './seed/players.ts';
export { DEMO_PASSWORD, PLAYER_SEEDS } from './seed/players.ts';
