import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { discoverCasinos } from './discover.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const definition = (key: string, dev: number, controller: number, profile = key) => ({
  key,
  displayName: `${key} Casino`,
  shortName: key,
  description: `${key} Casino.`,
  variant: 'single-provider',
  casinoId: 7,
  basePath: '/',
  themeColor: '#102030',
  brand: { accent: '#f5c451', onAccent: '#102030' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: { profile, base: '/app/shared/controllers/', passphrase: 'p', passphraseVariable: 'LOBBY_X_PASSPHRASE' },
  ports: { dev, controller },
  e2e: 'own',
});

/** A repository with the given apps/<folder>/casino.ts files (a folder without one is no casino). */
function repo(apps: Record<string, object | null>): string {
  const root = mkdtempSync(join(tmpdir(), 'casinos-'));
  roots.push(root);
  for (const [folder, casino] of Object.entries(apps)) {
    mkdirSync(join(root, 'apps', folder), { recursive: true });
    if (casino) writeFileSync(join(root, 'apps', folder, 'casino.ts'), `export const casino = ${JSON.stringify(casino)};\n`);
  }
  return root;
}

describe('discoverCasinos', () => {
  test('finds each apps/<key>/casino.ts, sorted, with its folder', () => {
    const root = repo({ zeta: definition('zeta', 5301, 8901), alpha: definition('alpha', 5300, 8900), notes: null });
    const found = discoverCasinos(root);
    expect(found.map((casino) => casino.key)).toEqual(['alpha', 'zeta']);
    expect(found[0]?.dir).toBe(join(root, 'apps', 'alpha'));
  });

  test("the repository's own apps are there", () => {
    expect(discoverCasinos().map((casino) => casino.key)).toEqual(expect.arrayContaining(['fusion', 'northstar', 'single-provider']));
  });

  test('a key that is not its folder name is refused, naming the file', () => {
    const root = repo({ alpha: definition('beta', 5300, 8900) });
    expect(() => discoverCasinos(root)).toThrow(/alpha[/\\]casino\.ts: key "beta" must equal its folder name "alpha"/);
  });

  test('two apps on one dev port are refused', () => {
    const root = repo({ a: definition('a', 5300, 8900), b: definition('b', 5300, 8901) });
    expect(() => discoverCasinos(root)).toThrow(/port 5300 is taken by both app a and app b/);
  });

  test('two apps may share a controller profile and its port', () => {
    const root = repo({ a: definition('a', 5300, 8900, 'shared'), b: definition('b', 5301, 8900, 'shared') });
    expect(discoverCasinos(root)).toHaveLength(2);
  });
});
