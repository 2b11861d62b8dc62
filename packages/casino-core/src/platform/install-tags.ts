import { INSTALL_TAGS_TEMPLATE } from '@lobby/domain';

/**
 * Puts the install tags a casino's build leaves in the head's template (the web manifest's link:
 * tooling/vite-preset `deferManifestLink`) into the head, once. Says whether there were any: the
 * development server's page has none.
 */
export function addInstallTags(doc: Document): boolean {
  const template = doc.getElementById(INSTALL_TAGS_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return false;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
  return true;
}
