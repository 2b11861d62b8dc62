import type { HtmlTagDescriptor, Rollup } from 'vite';

/**
 * Modules the home's first screen asks for as soon as it has painted: the data layer and the hero
 * banner's slot. They are not part of the entry chunk (the first paint does not wait for them), but
 * the page fetches them beside it, so the banner's request does not wait for two more round trips.
 */
export const FIRST_SCREEN_MODULES = ['/casino-kit/src/data/data-layer.ts', '/casino-kit/src/promos/hero-slot.tsx'] as const;

type Chunk = Rollup.OutputChunk;

const isChunk = (item: Rollup.OutputAsset | Chunk): item is Chunk => item.type === 'chunk';

/**
 * `<link rel="modulepreload">` for the chunks of `modules` and the chunks they import, less what the
 * entry already loads. A module that is not in its own chunk (no such file, or merged into the
 * entry) adds nothing.
 */
export function firstScreenPreloads(
  bundle: Rollup.OutputBundle,
  base: string,
  modules: readonly string[] = FIRST_SCREEN_MODULES,
): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || loaded.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loaded);
  const wanted = new Set<string>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (chunk.isDynamicEntry && modules.some((module) => id.endsWith(module))) closure(chunk.fileName, wanted);
  }
  return [...wanted].map((file) => ({
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
    injectTo: 'head',
  }));
}
