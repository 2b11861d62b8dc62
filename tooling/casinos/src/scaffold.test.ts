import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { discoverCasinos, REPO_ROOT } from './discover.ts';
import { scaffoldCasino } from './scaffold.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository holding a copy of apps/fusion (without its build and modules). */
function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-casino-'));
  roots.push(root);
  cpSync(join(REPO_ROOT, 'apps', 'fusion'), join(root, 'apps', 'fusion'), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  });
  return root;
}

const aurora = { key: 'aurora', displayName: "Aurora's Casino", variant: 'single-provider', casinoId: 14, brand: '#E0407A' } as const;

describe('scaffoldCasino', () => {
  test('writes an app that discovery finds, with its own profile, free ports and the brand', () => {
    const root = repo();
    scaffoldCasino(aurora, root);
    const found = discoverCasinos(root).find((casino) => casino.key === 'aurora');
    expect(found).toMatchObject({
      displayName: "Aurora's Casino",
      shortName: "Aurora's",
      variant: 'single-provider',
      casinoId: 14,
      brand: { accent: '#e0407a' },
      controller: { profile: 'aurora', passphraseVariable: 'LOBBY_AURORA_PASSPHRASE', reference: { basedOn: 'single-provider' } },
      ports: { dev: 5174, controller: 8788 },
      e2e: 'own',
    });
    const app = join(root, 'apps', 'aurora');
    expect(JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).name).toBe('@lobby/app-aurora');
    expect(readFileSync(join(app, 'public', 'icon.svg'), 'utf8')).toContain('fill="#e0407a"');
    for (const file of ['index.html', 'vite.config.ts', 'tsconfig.json', 'src/main.tsx', 'src/profile.ts', 'src/env.d.ts']) {
      expect(existsSync(join(app, file)), file).toBe(true);
    }
    // Its look starts from the house colours under its own name and browser colour; the profile imports it.
    expect(readFileSync(join(app, 'src', 'brand.ts'), 'utf8')).toContain('themeColor: casino.themeColor');
  });

  test.each([
    ['an existing folder', { key: 'fusion' }, /apps\/fusion exists already/],
    ['a casino id in use', { casinoId: 1 }, /casino id 1 belongs to another app/],
    ['a bad key', { key: 'Aurora Casino' }, /key must be lower-case/],
    ['a bad brand colour', { brand: 'pink' }, /brand.accent must be a colour/],
    ['an unknown variant', { variant: 'sportsbook' }, /unknown variant/],
  ])('refuses %s and writes nothing', (_, change, message) => {
    const root = repo();
    expect(() => scaffoldCasino({ ...aurora, ...change } as typeof aurora, root)).toThrow(message);
    expect(discoverCasinos(root).map((casino) => casino.key)).toEqual(['fusion']);
  });
});

describe('the market of a new casino', () => {
  test('is written when one is chosen, and left out for none', () => {
    const root = repo();
    scaffoldCasino({ ...aurora, jurisdiction: 'ukgc' }, root);
    scaffoldCasino({ ...aurora, key: 'borealis', casinoId: 15, jurisdiction: 'none' }, root);
    const found = discoverCasinos(root);
    expect(found.find((casino) => casino.key === 'aurora')?.jurisdiction).toBe('ukgc');
    expect(found.find((casino) => casino.key === 'borealis')).not.toHaveProperty('jurisdiction');
  });
});
