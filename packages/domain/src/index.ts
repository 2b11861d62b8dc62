export { LANGUAGES } from './entities/config.ts';
export type { CasinoConfig, CasinoPages, Environment, Language, LanguageKey, NavItem } from './entities/config.ts';
export type { BalanceSnapshot, Balances, DfsFlags, InboxSummary, Player, PlayerClass, Referral } from './entities/player.ts';
export { SPORTSBOOK_PROVIDER, WEEKDAYS } from './entities/catalog.ts';
export type {
  Catalog,
  Category,
  Feature,
  Game,
  GameLockDetails,
  GameRef,
  JackpotMultiplier,
  LockBy,
  MultiplierSchedule,
  Provider,
  RepeatParam,
  Taxon,
  Theme,
  Weekday,
} from './entities/catalog.ts';
