import { INSTALL_TAGS_TEMPLATE } from '@lobby/domain';
import type { Plugin } from 'vite';

const MANIFEST_LINK = /[ \t]*<link\b[^>]*\brel="manifest"[^>]*>\n?/g;

/**
 * Moves the web manifest's link out of the head into an inert `<template>` there
 * (`INSTALL_TAGS_TEMPLATE`), which the app puts into the head once the first screen's requests are
 * done (casino-kit `addInstallTags`), with the service worker's registration. With the link in the
 * head, the browser asks for the manifest as the page parses, and for its icon to check that the
 * app is installable: two requests beside the entry, the stylesheet and the start-up calls, on a
 * phone's slow line and an HTTP/1.1 server's six connections. A page without the link is returned
 * as it is.
 */
export function deferManifestLink(html: string): string {
  const links: string[] = [];
  const rest = html.replace(MANIFEST_LINK, (link) => {
    links.push(link.trim());
    return '';
  });
  if (links.length === 0) return html;
  return rest.replace(/<\/head>/, `<template id="${INSTALL_TAGS_TEMPLATE}">${links.join('')}</template>\n  </head>`);
}

/** The build plugin: after vite-plugin-pwa's own (both `post`), which puts the link into the page. */
export function installTagsAfterFirstScreen(): Plugin {
  return {
    name: 'lobby-install-tags',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: deferManifestLink },
  };
}
