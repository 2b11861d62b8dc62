import type { CasinoProfile } from '../profile.ts';

/** Joins the app's base path and an in-app path into the path the browser shows. */
export function appPath(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The casino's login page, returning to `returnTo` (an in-app path) afterwards. */
export function loginUrl(profile: CasinoProfile, returnTo: string): string {
  return `${profile.site.login}?return=${encodeURIComponent(appPath(profile.basePath, returnTo))}`;
}

/** The casino's logout, returning to the lobby home. */
export function logoutUrl(profile: CasinoProfile): string {
  return `${profile.site.logout}?return=${encodeURIComponent(appPath(profile.basePath, '/'))}`;
}
