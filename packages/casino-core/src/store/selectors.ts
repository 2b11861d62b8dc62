import { casinoTweaks, type LanguageKey, type NavItem, variantOf } from '@lobby/domain';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store.ts';

/** Start-up status and failure. */
export const selectBoot = (state: RootState) => state.session;
/** The casino configuration (null while booting). */
export const selectConfig = (state: RootState) => state.session.config;
/** The logged-in player, or null for a guest. */
export const selectPlayer = (state: RootState) => state.session.player;
/** The theme in force. */
export const selectTheme = (state: RootState) => state.preferences.theme;
/** The interface language in force. */
export const selectLanguage = (state: RootState) => state.preferences.language;
/** The player's current balance: the latest getBalance answer, else the one sent with the configuration. */
export const selectBalance = createSelector(
  [(state: RootState) => state.session.player, (state: RootState) => state.account.balance],
  (player, balance) => {
    if (!player) return null;
    return balance ?? { balance: player.balances.balance, currency_code: player.balances.currency_code };
  },
);
/** Unread inbox messages (null until known). */
export const selectUnread = (state: RootState) => state.account.unread;
/** The loaded catalog, or null. */
export const selectCatalog = (state: RootState) => state.catalog.catalog;

/** The variant rules and site tweaks of the running casino. */
export const selectCasinoRules = createSelector([selectConfig], (config) =>
  config ? { variant: variantOf(config), tweaks: casinoTweaks(config.casino_id) } : null,
);

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
