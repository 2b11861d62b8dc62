/** The two widths a designer reviews: a phone and a laptop. */
export const WIDTHS = [390, 1366] as const;
/** The colour themes. */
export const THEMES = ['light', 'dark'] as const;
/** Who looks: a guest, or the seeded `regular` player. */
export const VIEWERS = ['guest', 'player'] as const;

export type Width = (typeof WIDTHS)[number];
export type Theme = (typeof THEMES)[number];
export type Viewer = (typeof VIEWERS)[number];

/** A key screen: where it is, who may see it, and what shows that it has loaded. */
export interface Screen {
  readonly key: string;
  readonly title: string;
  /** The app path it opens (search opens the home, then its search). */
  readonly path: string;
  /** Pages only a logged-in player reaches. */
  readonly playerOnly?: boolean;
  /** Pages a casino offers only when its configuration says so. */
  readonly needs?: 'tournaments';
  /** A long page: the screens further down are taken too. */
  readonly scrolls?: boolean;
}

/** The key screens, in the order a visitor meets them. */
export const SCREENS: readonly Screen[] = [
  { key: 'home', title: 'Home', path: '/', scrolls: true },
  { key: 'category', title: 'A category list', path: '/category/online-slots', scrolls: true },
  { key: 'search', title: 'Search with results ("wild")', path: '/' },
  { key: 'game', title: 'A game page', path: '/play/wild-west-gold-rush' },
  { key: 'promotions', title: 'Promotions', path: '/promotions', scrolls: true },
  { key: 'tournaments', title: 'Tournaments', path: '/tournaments', needs: 'tournaments', scrolls: true },
  { key: 'daily-free-spins', title: 'Daily free spins', path: '/dashboard/loyalty/dailyfreespins', playerOnly: true },
  { key: 'dashboard', title: 'Account dashboard', path: '/dashboard', playerOnly: true, scrolls: true },
];

/** One screenshot to take. */
export interface Shot {
  readonly casino: string;
  readonly screen: Screen;
  readonly width: Width;
  readonly theme: Theme;
  readonly viewer: Viewer;
  /** Its file, relative to the gallery folder. */
  readonly file: string;
}

/** What to narrow the gallery to; an empty list means all. */
export interface Selection {
  readonly casinos: readonly string[];
  readonly screens: readonly string[];
  readonly widths: readonly number[];
  readonly themes: readonly string[];
  readonly viewers: readonly string[];
}

const keep = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** Every shot of the selection, casino by casino; a guest gets no player-only screen. */
export function planShots(casinos: readonly string[], selection: Selection): Shot[] {
  const shots: Shot[] = [];
  for (const casino of casinos.filter((c) => keep(selection.casinos, c)))
    for (const screen of SCREENS.filter((s) => keep(selection.screens, s.key)))
      for (const viewer of VIEWERS.filter((v) => keep(selection.viewers, v))) {
        if (screen.playerOnly && viewer === 'guest') continue;
        for (const width of WIDTHS.filter((w) => keep(selection.widths, w)))
          for (const theme of THEMES.filter((t) => keep(selection.themes, t)))
            shots.push({ casino, screen, width, theme, viewer, file: `${casino}/${screen.key}-${width}-${theme}-${viewer}.png` });
      }
  return shots;
}

/** Reads `--casino fusion --screen home,search --width 390 ...` (each repeatable or comma-separated). */
export function parseSelection(args: readonly string[]): Selection {
  const lists: Record<string, string[]> = { casino: [], screen: [], width: [], theme: [], viewer: [] };
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    const list = lists[name];
    const value = args[i + 1];
    if (!list || value === undefined)
      throw new Error(`unknown or incomplete option ${args[i]} (use --casino, --screen, --width, --theme, --viewer)`);
    list.push(...value.split(',').filter(Boolean));
    i += 1;
  }
  return {
    casinos: lists.casino ?? [],
    screens: lists.screen ?? [],
    widths: (lists.width ?? []).map(Number),
    themes: lists.theme ?? [],
    viewers: lists.viewer ?? [],
  };
}
