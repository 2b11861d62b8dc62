/** The two colour themes. */
export type ThemeName = 'light' | 'dark';

/** The theme to show: the stored choice when valid, else the system preference. */
export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean): ThemeName {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
