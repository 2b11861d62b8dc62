import { defaultLobbyOptions } from './options.ts';
/** The two colour themes. */
export type ThemeName = 'light' | 'dark';

/** How long the theme cookie lives. */
export const THEME_COOKIE_DAYS: number = defaultLobbyOptions.themeCookieDays;

/** The theme to show: the stored choice when valid, else the system preference. */
export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean): ThemeName {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
