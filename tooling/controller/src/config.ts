import type { CasinoConfig } from '@lobby/domain';
import { buildLauncher, buildNavigation, type MenuOptions } from './navigation.ts';
import type { CasinoProfile } from './profiles.ts';

/** The `casino` object of `getconfig` for a profile served at `assetsOrigin`. */
export function buildConfig(profile: CasinoProfile, assetsOrigin: string): CasinoConfig {
  // Sent only when the profile names a market or a licence: otherwise the casino's own casino.ts decides.
  const market = {
    ...(profile.jurisdiction ? { jurisdiction: profile.jurisdiction } : {}),
    ...(profile.licence ? { licence: profile.licence } : {}),
  };
  const menu: MenuOptions = {
    isFusion: profile.isFusion,
    livedealer: profile.flags.livedealer,
    tournaments: profile.flags.tournaments,
    vipPage: profile.pages.vipprogram,
    cashierPage: profile.pages.cashier,
    helpUrl: profile.helpUrl,
  };
  return {
    environment: profile.environment,
    language: profile.language,
    casino_id: profile.casinoId,
    casino_name: profile.casinoName,
    currency: profile.currency,
    assets_domain: assetsOrigin,
    is_fusion: profile.isFusion,
    pages: profile.pages,
    navigation: buildNavigation(menu),
    launcher: buildLauncher(menu),
    ...profile.flags,
    home_sections: profile.homeSections,
    gameofthemonth_api: profile.gameOfTheMonthApi,
    ...market,
  };
}
