import type { ConfigAnswer } from '@lobby/api';
import {
  type BalanceSnapshot,
  type Catalog,
  casinoTweaks,
  type DfsFlags,
  type GameRef,
  type InboxSummary,
  type LanguageKey,
  type LobbyOptions,
  type NavItem,
  resolveLobbyOptions,
  variantOf,
} from '@lobby/domain';
import { createSelector } from '@reduxjs/toolkit';
import { withPendingChanges } from './favorites-slice.ts';
import type { RootState } from './root-state.ts';

/**
 * The answer the data layer's cache holds under `key` (the core's endpoints are keyed by name),
 * or undefined while there is none: before the data layer has loaded, or before the call answered.
 */
function cached<T>(state: RootState, key: string): T | undefined {
  return state.lobbyApi?.queries[key]?.data as T | undefined;
}

/** Start-up status and failure. */
export const selectBoot = (state: RootState) => state.session;
/** The configuration's answer: the casino and the player (null for a guest). */
export const selectConfigAnswer = (state: RootState): ConfigAnswer | null => cached<ConfigAnswer>(state, 'getConfig') ?? null;
/**
 * A listener predicate: a new configuration answer is in the cache (start-up's, a login's, a
 * guest's after the session ended). Its listeners read it there (`selectConfig`, `selectPlayerId`).
 */
export const configAnswered = (_action: unknown, current: RootState, original: RootState): boolean => {
  const answer = selectConfigAnswer(current);
  return answer !== null && answer !== selectConfigAnswer(original);
};
/** The casino configuration (null while booting). */
export const selectConfig = (state: RootState) => selectConfigAnswer(state)?.casino ?? null;
/** The logged-in player, or null for a guest. */
export const selectPlayer = (state: RootState) => selectConfigAnswer(state)?.player ?? null;
/** Who the player is (their `PID`), or null for a guest: another id than before means another player's data. */
export const selectPlayerId = (state: RootState): number | null => selectPlayer(state)?.PID ?? null;
/** The theme in force. */
export const selectTheme = (state: RootState) => state.preferences.theme;
/** The interface language in force. */
export const selectLanguage = (state: RootState) => state.preferences.language;
/** The player's current balance: the latest getBalance answer, else the one sent with the configuration. */
export const selectBalance = createSelector(
  [selectPlayer, (state: RootState) => cached<BalanceSnapshot>(state, 'getBalance')],
  (player, balance): BalanceSnapshot | null => {
    if (!player) return null;
    return balance ?? { balance: player.balances.balance, currency_code: player.balances.currency_code };
  },
);
/** Unread inbox messages (null until known). */
export const selectUnread = (state: RootState) => cached<InboxSummary>(state, 'getUnreadMessages')?.total_unread ?? null;
/** The daily free spins flags of the player (null until known). */
export const selectDfsFlags = (state: RootState) => cached<DfsFlags>(state, 'getDfsFlags') ?? null;
/** The catalog on screen (the local database's until the controller's arrives), or null. */
export const selectCatalog = (state: RootState) => cached<Catalog>(state, 'getGames') ?? null;

const NO_REFS: readonly GameRef[] = [];

/** The favorites list the controller last answered (without the toggles it has not answered yet). */
export const selectAnsweredFavorites = (state: RootState) => cached<readonly GameRef[]>(state, 'getFavorites') ?? NO_REFS;
/** The player's favorites as shown: the controller's list with the toggles under way laid over it. */
export const selectFavorites = createSelector(
  [selectAnsweredFavorites, (state: RootState) => state.favoritesProgress],
  (answered, progress) => (progress.pending.length === 0 ? answered : withPendingChanges(answered, progress.pending, progress.applied)),
);

/** The variant rules and site tweaks of the running casino. */
export const selectCasinoRules = createSelector([selectConfig], (config) =>
  config ? { variant: variantOf(config), tweaks: casinoTweaks(config.casino_id) } : null,
);

/**
 * The options in force, resolved once per casino: the defaults, then the casino's tweaks (from its
 * `casino_id`), then the app profile's own. Before the configuration has answered, the profile's.
 */
export const selectOptions = createSelector(
  [(state: RootState) => selectCasinoRules(state)?.tweaks.options, (state: RootState) => state.casino.optionOverrides],
  (tweaks, overrides): LobbyOptions => resolveLobbyOptions(tweaks, overrides),
);

/**
 * Whether the casino may run under a market (the configuration or the casino app names one other
 * than none): the first screen's cheap test before the market's code loads, which then reads
 * `selectJurisdiction`.
 */
export const selectMayHaveMarket = (state: RootState): boolean =>
  (selectConfig(state)?.jurisdiction ?? state.casino.jurisdiction ?? 'none') !== 'none';

const EMPTY: readonly NavItem[] = [];

/** Sidebar navigation in the current language (English when the casino has none for it), with the site's fixed French links. */
export const selectNavigation = createSelector([selectConfig, selectLanguage], (config, language) => {
  const items = pickLanguage(config?.navigation, language);
  const fixed = config && language === 'fr' ? casinoTweaks(config.casino_id).fixedFrenchLinks : [];
  if (fixed.length === 0) return items;
  return [
    ...items,
    ...fixed.map((link, index) => ({ id: `fixed-fr-${index}`, label: link.label, action: link.href, icon: 'gift', ucc_internal: true })),
  ];
});
const NO_PAGES = {};

/** The casino pages the navigation links to: a logged-in player is not offered Sign up. */
export const selectNavPages = createSelector([selectConfig, selectPlayer], (config, player) => {
  const pages = config?.pages ?? NO_PAGES;
  if (!player || !('signup' in pages)) return pages;
  const { signup: _signup, ...rest } = pages;
  return rest;
});
/** Bottom launcher items in the current language. */
export const selectLauncher = createSelector([selectConfig, selectLanguage], (config, language) =>
  pickLanguage(config?.launcher, language),
);

function pickLanguage(items: Partial<Record<LanguageKey, readonly NavItem[]>> | undefined, language: string): readonly NavItem[] {
  if (!items) return EMPTY;
  return items[language.toUpperCase() as LanguageKey] ?? items.EN ?? EMPTY;
}
