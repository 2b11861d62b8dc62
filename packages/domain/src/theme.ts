import { defaultLobbyOptions } from './options.ts';
/** The two colour themes. */
export type ThemeName = 'light' | 'dark';

/**
 * How long the theme cookie lives by default.
 * @deprecated The preferences port's `theme.write` receives the `themeCookieDays` in force; this
 * stays only for a port that does not read it yet (casino-core `platform/browser-deps.ts`).
 */
export const THEME_COOKIE_DAYS: number = defaultLobbyOptions.themeCookieDays;

/** The theme to show: the stored choice when valid, else the system preference. */
export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean): ThemeName {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
