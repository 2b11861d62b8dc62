import { safeUrl } from '@lobby/domain';
import type { CoreProfile } from '../profile.ts';
import { appPath, loginUrl, logoutUrl } from './site-links.ts';

/** Every way the lobby leaves the current page, so that tests can record it and each URL is checked once more. */
export interface SiteNavigation {
  /** The casino's login page, which comes back to `returnTo` (an in-app path); `replace` leaves this page out of history. */
  login(returnTo: string, options?: { replace?: boolean }): void;
  /** The casino's logout, which comes back to the lobby home. */
  logout(): void;
  /** A page of the casino's site (signup, its own promotions page, a login link it sent), in this tab. */
  page(url: string, options?: { replace?: boolean }): void;
  /** The cashier page; `top` leaves any frame the lobby is shown in (the play screen's cashier). */
  cashier(url: string, options?: { top?: boolean }): void;
  /** A page of the casino's site or elsewhere, in a new tab. */
  external(url: string): void;
  /** Loads an in-app path afresh (a full page load), or the current page when none is given. */
  reload(path?: string): void;
  /** The absolute address of an in-app path, e.g. where a game returns to. */
  absolute(path: string): string;
}

/** How a checked URL is opened. */
export type NavigationMode = 'assign' | 'replace' | 'top' | 'tab';

/** What navigating needs of the browser window. */
export interface NavigationWindow {
  readonly location: { readonly origin: string; assign(url: string): void; replace(url: string): void; reload(): void };
  readonly top: { readonly location: { assign(url: string): void } } | null;
  open(url: string, target: string, features: string): unknown;
}

/**
 * The one place the lobby navigates: `raw` is checked again (http(s) or a same-origin path) and
 * dropped, with a log line, when it is anything else.
 */
export function navigate(
  win: NavigationWindow,
  raw: string,
  mode: NavigationMode,
  log: (message: string, detail?: unknown) => void,
): boolean {
  const url = safeUrl(raw);
  if (url === null) {
    log('navigation dropped: not an http(s) URL or a same-origin path', raw);
    return false;
  }
  if (mode === 'assign') win.location.assign(url);
  else if (mode === 'replace') win.location.replace(url);
  else if (mode === 'top') (win.top ?? win).location.assign(url);
  else win.open(url, '_blank', 'noopener');
  return true;
}

/** Site navigation over a browser window. */
export function windowNavigation(
  profile: CoreProfile,
  win: NavigationWindow,
  log: (message: string, detail?: unknown) => void,
): SiteNavigation {
  const go = (raw: string, mode: NavigationMode) => navigate(win, raw, mode, log);
  return {
    login: (returnTo, options) => go(loginUrl(profile, returnTo), options?.replace ? 'replace' : 'assign'),
    logout: () => go(logoutUrl(profile), 'assign'),
    page: (url, options) => go(url, options?.replace ? 'replace' : 'assign'),
    cashier: (url, options) => go(url, options?.top ? 'top' : 'assign'),
    external: (url) => go(url, 'tab'),
    reload: (path) => (path === undefined ? win.location.reload() : go(appPath(profile.basePath, path), 'assign')),
    absolute: (path) => `${win.location.origin}${appPath(profile.basePath, path)}`,
  };
}
