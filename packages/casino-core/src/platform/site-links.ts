import type { CasinoPages } from '@lobby/domain';
import type { CoreProfile } from '../profile.ts';

/** The player's dashboard in the lobby: the account overview. */
export const DASHBOARD_PATH = '/dashboard';
/** The player's inbox. */
export const MESSAGE_CENTER_PATH = '/dashboard/messagecenter';

/** Where the player info panel's links lead: the configured profile page, else the dashboard. */
export function playerPanelLinks(pages: CasinoPages) {
  return {
    profileHref: pages.profile ?? DASHBOARD_PATH,
    depositHref: pages.cashier,
    cashOutHref: pages.banking,
    dashboardHref: DASHBOARD_PATH,
  };
}

/** Joins the app's base path and an in-app path into the path the browser shows. */
export function appPath(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The casino's login page, returning to `returnTo` (an in-app path) afterwards. */
export function loginUrl(profile: CoreProfile, returnTo: string): string {
  return `${profile.site.login}?return=${encodeURIComponent(appPath(profile.basePath, returnTo))}`;
}

/** The casino's logout, returning to the lobby home. */
export function logoutUrl(profile: CoreProfile): string {
  return `${profile.site.logout}?return=${encodeURIComponent(appPath(profile.basePath, '/'))}`;
}
