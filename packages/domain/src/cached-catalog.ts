/**
 * The local-storage key that says this browser's database holds a casino's catalog (its value:
 * when it was saved, epoch ms). The page reads it before any of the app's code runs: without it,
 * the catalog call starts with the page; with it, the lobby paints from the cached catalog first
 * and asks for the fresh one after that paint.
 */
export function cachedCatalogKey(casinoKey: string): string {
  return `lobby.${casinoKey}.catalog-saved`;
}
