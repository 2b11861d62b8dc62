import { discoverCasinos } from '@lobby/casinos';
import { INSTALL_TAGS_TEMPLATE } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { casinoViteConfig } from './index.ts';
import { deferManifestLink, installTagsAfterFirstScreen } from './install-tags.ts';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="icon" href="/icon.svg" type="image/svg+xml">
  <link rel="manifest" href="/casino/manifest.webmanifest" crossorigin="use-credentials"></head>
  <body><div id="root"></div></body>
</html>`;

describe('deferManifestLink', () => {
  it("moves the manifest's link from the head into the install tags' template, and leaves the rest", () => {
    const html = deferManifestLink(PAGE);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const template = new RegExp(`<template id="${INSTALL_TAGS_TEMPLATE}">(.*?)</template>`).exec(head);
    expect(template?.[1]).toBe('<link rel="manifest" href="/casino/manifest.webmanifest" crossorigin="use-credentials">');
    // Outside the template, the head has no manifest link left; everything else is as it was.
    expect(head.replace(template?.[0] ?? '', '')).not.toContain('rel="manifest"');
    expect(html.replace(template?.[0] ?? '', '').replace(/\s+/g, '')).toBe(
      PAGE.replace(/<link rel="manifest"[^>]*>/, '').replace(/\s+/g, ''),
    );
  });

  it('leaves a page without a manifest link as it is', () => {
    const page = PAGE.replace(/<link rel="manifest"[^>]*>/, '');
    expect(deferManifestLink(page)).toBe(page);
  });
});

describe('casinoViteConfig', () => {
  it.each(discoverCasinos().map((casino) => [casino.key, casino] as const))(
    'builds %s with the install tags after vite-plugin-pwa',
    (_key, casino) => {
      const names = (casinoViteConfig(casino).plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : null));
      const ours = names.indexOf(installTagsAfterFirstScreen().name);
      expect(ours).toBeGreaterThan(names.lastIndexOf('vite-plugin-pwa:build'));
      expect(names.lastIndexOf('vite-plugin-pwa:build')).toBeGreaterThanOrEqual(0);
    },
  );
});
