import type { Brand } from '../src/brand/brand.ts';

// The casinos' own brands, read from their apps (apps/*/src/brand.ts), so the switcher shows exactly
// what each app sets; "house" is the package tokens alone.
const modules = import.meta.glob<{ brand: Brand }>('../../../apps/*/src/brand.ts', { eager: true });

/** Brands by key (the app's folder name). */
export const storyBrands: Readonly<Record<string, Brand>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/').at(-3) ?? path, module.brand]),
);
