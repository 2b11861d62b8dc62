import { discoverCasinos } from '@lobby/casinos';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, test } from 'vitest';
import { frameOriginsCheck, frameOriginsWarning } from './frame-origins.ts';
import { casinoViteConfig } from './index.ts';

/** The warnings the plugin logs for a build of `casino` in production or not. */
function warningsOf(casino: Parameters<typeof frameOriginsCheck>[0], isProduction: boolean): string[] {
  const warnings: string[] = [];
  const plugin: Plugin = frameOriginsCheck(casino);
  const config = { isProduction, logger: { warn: (message: string) => warnings.push(message) } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  return warnings;
}

describe('frameOriginsCheck', () => {
  test('a production build of a casino without game origins warns, naming its casino.ts and the field', () => {
    const [warning, ...more] = warningsOf({ key: 'aurora' }, true);
    expect(more).toEqual([]);
    expect(warning).toContain('apps/aurora/casino.ts');
    expect(warning).toContain('frameOrigins');
    expect(warning).toContain("frame-src 'self'");
  });

  test('an empty list warns too', () => {
    expect(warningsOf({ key: 'aurora', frameOrigins: [] }, true)).toHaveLength(1);
  });

  test('a casino that lists its origins builds quietly', () => {
    expect(warningsOf({ key: 'aurora', frameOrigins: ['https://games.example'] }, true)).toEqual([]);
    expect(frameOriginsWarning({ key: 'aurora', frameOrigins: ['https://games.example'] })).toBeUndefined();
  });

  test('a development build says nothing (the dev server allows the local controller)', () => {
    expect(warningsOf({ key: 'aurora' }, false)).toEqual([]);
  });

  test("every casino's Vite configuration carries it", () => {
    for (const casino of discoverCasinos()) {
      const plugins = (casinoViteConfig(casino, {}).plugins ?? []).flat(3) as Plugin[];
      expect(plugins.map((plugin) => plugin?.name)).toContain('lobby-frame-origins');
    }
  });

  test('the plugin runs only for builds', () => {
    expect(frameOriginsCheck({ key: 'aurora' }).apply).toBe('build');
  });
});
