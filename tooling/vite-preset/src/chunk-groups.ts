/**
 * The start-up code the app loads after the entry, in three files instead of the two dozen small
 * shared chunks the automatic splitting made of it: each file costs a request (a round trip, and
 * the page's thread to start it), and a browser fetches six at a time from an HTTP/1.1 server
 * (docs/decisions/090-start-up-code-in-three-files.md).
 *
 * Each list names modules start-up imports; a group takes them with what they import that the
 * entry does not have. Paths are under the repository's `packages/`.
 */

/**
 * What every page's first render needs after the entry: the controller client, the data layer, the
 * promotions' calls and texts, and the home rows' code.
 */
export const FIRST_SCREEN_MODULES = [
  'casino-core/src/platform/controller-deps.ts',
  'casino-kit/src/shared/data-layer.ts',
  'casino-kit/src/features/lobby/home-rows.ts',
  'casino-kit/src/features/promos/promos-api.ts',
  'casino-kit/src/features/promos/use-promos-text.ts',
  'casino-kit/src/features/promos/use-site-page.ts',
  // Shared by the hero and the later parts: here, so that neither file needs the other (the e2e
  // test of a hero whose file cannot be fetched fails when one does).
  'ui/src/promos/cta-link.tsx',
  'domain/src/promos/winners-widgets.ts',
] as const;

/**
 * The home's hero banner, a file of its own beside the first screen's: when it cannot be fetched
 * the home shows without its banner (an optional part), and it carries the banners' own code (the
 * rollback banner), so that it needs nothing of the later parts, and they nothing of it.
 */
export const HERO_MODULES = ['casino-kit/src/features/promos/hero-slot.tsx'] as const;

/**
 * The shell's and the home's parts that show after the first paint: the widgets and sticky bars,
 * the home's feature slots, the fifty-free offer's host, the occasional overlays and the shell's
 * extras (back-to-top, the install prompt, the notices), with the sanitizer they share.
 */
export const AFTER_PAINT_MODULES = [
  'casino-kit/src/features/promos/widgets.tsx',
  'casino-kit/src/features/promos/home-slots.tsx',
  'casino-kit/src/features/rewards/player-offers.tsx',
  'casino-kit/src/features/rewards/dfs-widget.tsx',
  'casino-kit/src/features/shell/occasional-overlays.tsx',
  'casino-kit/src/features/shell/shell-extras.tsx',
] as const;

/** Whether a bundler module id is one of `modules` (paths under `packages/`). */
export function packagesModule(modules: readonly string[]): (id: string) => boolean {
  const suffixes = modules.map((path) => `/packages/${path}`);
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
    { name: 'first-screen', test: packagesModule(FIRST_SCREEN_MODULES) },
    { name: 'hero-slot', test: packagesModule(HERO_MODULES) },
    { name: 'after-paint', test: packagesModule(AFTER_PAINT_MODULES) },
  ];
}
