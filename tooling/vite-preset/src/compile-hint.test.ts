import { discoverCasinos } from '@lobby/casinos';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint, hintEntries } from './compile-hint.ts';
import { casinoViteConfig } from './index.ts';

const chunk = (fileName: string, isEntry: boolean, code: string) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  code,
  map: { mappings: 'AAAA;AACA' },
});
const mapFile = (fileName: string, mappings: string) => ({
  type: 'asset' as const,
  fileName,
  source: JSON.stringify({ version: 3, sources: ['main.tsx'], mappings }),
});

describe('hintEntries', () => {
  it('puts the hint on the first line of the entry and moves its source map down a line', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', true, 'const a=1;\nrun(a);'),
      'assets/index-a.js.map': mapFile('assets/index-a.js.map', 'AAAA;AACA'),
    };
    expect(hintEntries(bundle)).toEqual(['assets/index-a.js']);
    expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}\nconst a=1;\nrun(a);`);
    expect(bundle['assets/index-a.js'].map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/index-a.js.map'].source).mappings).toBe(';AAAA;AACA');
  });

  it('leaves lazy chunks, assets and an entry already hinted alone', () => {
    const hinted = `${COMPILE_HINT}\nrun();`;
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', true, hinted),
      'assets/page-b.js': chunk('assets/page-b.js', false, 'export const b=2;'),
      'assets/page-b.js.map': mapFile('assets/page-b.js.map', 'AAAA'),
      'assets/styles.css': { type: 'asset' as const, fileName: 'assets/styles.css', source: 'a{}' },
    };
    expect(hintEntries(bundle)).toEqual([]);
    expect(bundle['assets/index-a.js'].code).toBe(hinted);
    expect(bundle['assets/page-b.js'].code).toBe('export const b=2;');
    expect(JSON.parse(bundle['assets/page-b.js.map'].source).mappings).toBe('AAAA');
  });

  it('reads a source map given as bytes', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', true, 'run();'),
      'assets/index-a.js.map': {
        type: 'asset' as const,
        fileName: 'assets/index-a.js.map',
        source: new TextEncoder().encode(JSON.stringify({ version: 3, mappings: 'AAAA' })) as string | Uint8Array,
      },
    };
    hintEntries(bundle);
    expect(JSON.parse(String(bundle['assets/index-a.js.map'].source)).mappings).toBe(';AAAA');
  });
});

describe('casinoViteConfig', () => {
  it.each(discoverCasinos().map((casino) => [casino.key, casino] as const))('builds %s with the compile hint', (_key, casino) => {
    const names = (casinoViteConfig(casino).plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : null));
    expect(names).toContain(compileHint().name);
  });
});
