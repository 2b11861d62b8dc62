import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_MODULES, packagesModule, chunkGroups, FIRST_SCREEN_MODULES, HERO_MODULES } from './chunk-groups.ts';

const PACKAGES = fileURLToPath(new URL('../../../packages/', import.meta.url));

describe('chunkGroups', () => {
  it.each([...FIRST_SCREEN_MODULES, ...HERO_MODULES, ...AFTER_PAINT_MODULES])('names a module the packages have: %s', (path) => {
    // A module renamed or moved would silently leave its group, and start-up would ask for its pieces again.
    expect(existsSync(`${PACKAGES}${path}`)).toBe(true);
  });

  it("captures each listed module by its id, on any platform's separators, and nothing else", () => {
    const firstScreen = packagesModule(FIRST_SCREEN_MODULES);
    expect(firstScreen('/repo/packages/ui/src/promos/cta-link.tsx')).toBe(true);
    expect(firstScreen('/repo/packages/casino-kit/src/shared/data-layer.ts')).toBe(true);
    expect(firstScreen('C:\\repo\\packages\\casino-kit\\src\\features\\lobby\\home-rows.ts')).toBe(true);
    expect(firstScreen('/repo/packages/casino-kit/src/data/data-layer.test.ts')).toBe(false);
    expect(firstScreen('/repo/packages/other-kit/src/data/data-layer.ts')).toBe(false);
    expect(firstScreen('/repo/packages/casino-kit/src/features/promos/hero-slot.tsx')).toBe(false);
  });

  it('keeps the entry first, then the start-up files, each with its own test', () => {
    const groups = chunkGroups();
    expect(groups.map((group) => group.name)).toEqual(['initial', 'first-screen', 'hero-slot', 'after-paint']);
    const hero = groups[2] as { test: (id: string) => boolean };
    expect(hero.test('/r/packages/casino-kit/src/features/promos/hero-slot.tsx')).toBe(true);
    expect(hero.test('/r/packages/casino-kit/src/features/promos/widgets.tsx')).toBe(false);
    const afterPaint = groups[3] as { test: (id: string) => boolean };
    expect(afterPaint.test('/r/packages/casino-kit/src/features/promos/widgets.tsx')).toBe(true);
    expect(afterPaint.test('/r/packages/casino-kit/src/features/promos/promos-api.ts')).toBe(false);
  });
});
