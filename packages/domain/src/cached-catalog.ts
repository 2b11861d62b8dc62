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
 * The id of the `<template>` in which a casino's build leaves the page's install tags (the web
 * manifest's link) for the app to put into the head once the first screen's requests are done.
 */
export const INSTALL_TAGS_TEMPLATE = 'lobby-install-tags';
