/**
 * The start-up code casino-kit loads after the entry, put into two files instead of the two dozen
 * shared chunks (most under 1 KB) the automatic splitting makes of it. A first visit asked for
 * about 25 files at once after the entry: each costs a request (a round trip, and about a
 * millisecond of the page's thread to start), and a browser fetches six at a time from one
 * HTTP/1.1 server. Lighthouse's LCP went from 3.3 s to 2.5-2.8 s (docs/decisions.md).
 *
 * Each list names the modules start-up imports; a group takes them with what they import that the
 * entry does not have. Paths are under casino-kit's `src/`.
 */

/** What every page's first render needs after the entry: the controller client, the data layer, the promotions' calls and the home rows' code. */
export const FIRST_SCREEN_MODULES = ['app/controller-deps.ts', 'data/data-layer.ts', 'lobby/home-rows.ts', 'promos/promos-api.ts'] as const;

/**
 * The shell's and the home's parts that show after the first paint: the widgets and sticky bars,
 * the home's feature slots, the fifty-free offer's host and the occasional overlays, with the
 * sanitizer and the promotions' texts they share. (The hero's chunk stays its own, so that when it
 * cannot be fetched the home shows without its banner; it shares these files' code and asks for
 * them beside it.)
 */
export const AFTER_PAINT_MODULES = [
  'promos/widgets.tsx',
  'promos/home-slots.tsx',
  'rewards/fifty-free-host.tsx',
  'shell/occasional-overlays.tsx',
] as const;

/** Whether a bundler module id is one of `modules` (paths under casino-kit's `src/`). */
export function casinoKitModule(modules: readonly string[]): (id: string) => boolean {
  const suffixes = modules.map((path) => `/casino-kit/src/${path}`);
  return (id) => {
    const path = id.replaceAll('\\', '/');
    return suffixes.some((suffix) => path.endsWith(suffix));
  };
}

/** Rolldown's code-splitting groups of a casino app's build. */
export function chunkGroups() {
  return [
    // What the first page imports statically goes into one file: it all loads up front anyway, and
    // cut into a dozen shared chunks it compresses worse and costs a request per piece.
    { name: 'initial', tags: ['$initial' as const] },
    { name: 'first-screen', test: casinoKitModule(FIRST_SCREEN_MODULES) },
    { name: 'after-paint', test: casinoKitModule(AFTER_PAINT_MODULES) },
  ];
}
