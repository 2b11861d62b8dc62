// @vitest-environment jsdom
import { INSTALL_TAGS_TEMPLATE } from '@lobby/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { addInstallTags } from './install-tags.ts';

afterEach(() => {
  for (const node of document.head.querySelectorAll(`link[rel="manifest"], #${INSTALL_TAGS_TEMPLATE}`)) node.remove();
});

describe('addInstallTags', () => {
  it("puts the template's manifest link into the head, once", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${INSTALL_TAGS_TEMPLATE}"><link rel="manifest" href="/casino/manifest.webmanifest"></template>`,
    );
    expect(document.querySelector('head > link[rel="manifest"]')).toBeNull();
    expect(addInstallTags(document)).toBe(true);
    const links = document.querySelectorAll('head > link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/casino/manifest.webmanifest');
    expect(document.getElementById(INSTALL_TAGS_TEMPLATE)).toBeNull();
    expect(addInstallTags(document)).toBe(false);
    expect(document.querySelectorAll('head > link[rel="manifest"]')).toHaveLength(1);
  });

  it('leaves a page without the template as it is', () => {
    expect(addInstallTags(document)).toBe(false);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('ignores an element of that id that is not a template', () => {
    document.head.insertAdjacentHTML('beforeend', `<meta id="${INSTALL_TAGS_TEMPLATE}" name="x" content="y">`);
    expect(addInstallTags(document)).toBe(false);
    expect(document.getElementById(INSTALL_TAGS_TEMPLATE)).not.toBeNull();
  });
});
