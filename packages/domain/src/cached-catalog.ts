/**
 * The local-storage key that says this browser's database holds a casino's catalog (its value:
 * when it was saved, epoch ms). The page reads it before any of the app's code runs: without it,
 * the catalog call starts with the page; with it, the lobby paints from the cached catalog first
 * and asks for the fresh one after that paint.
 */
export function cachedCatalogKey(casinoKey: string): string {
  return `lobby.${casinoKey}.catalog-saved`;
}

/**
 * The window property where index.html's starter leaves the catalog worker it started on a first
 * visit (already fetching `getgames`), for the app to give the catalog job to.
 */
export const EARLY_CATALOG_WORKER = '__lobbyEarlyCatalog';
