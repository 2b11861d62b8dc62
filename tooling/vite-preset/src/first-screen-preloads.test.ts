import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPreloads } from './first-screen-preloads.ts';

/** A bundle of chunks: file, the module it stands for, its static imports, and how it is reached. */
function bundle(
  chunks: readonly { file: string; module: string; imports?: string[]; entry?: boolean; dynamic?: boolean }[],
): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.file,
      {
        type: 'chunk',
        fileName: chunk.file,
        facadeModuleId: chunk.module,
        imports: chunk.imports ?? [],
        isEntry: chunk.entry ?? false,
        isDynamicEntry: chunk.dynamic ?? false,
      } as unknown as Rollup.OutputChunk,
    ]),
  );
}

const hrefs = (tags: ReturnType<typeof firstScreenPreloads>) => tags.map((tag) => tag.attrs?.href);

describe('firstScreenPreloads', () => {
  const built = bundle([
    { file: 'assets/index.js', module: '/r/apps/fusion/src/main.tsx', imports: ['assets/react.js'], entry: true },
    { file: 'assets/react.js', module: '/r/node_modules/react/index.js' },
    {
      file: 'assets/data-layer.js',
      module: '/r/packages/casino-kit/src/data/data-layer.ts',
      imports: ['assets/lobby-api.js', 'assets/react.js'],
      dynamic: true,
    },
    { file: 'assets/lobby-api.js', module: '/r/packages/casino-kit/src/data/lobby-api.ts', imports: ['assets/react.js'] },
    {
      file: 'assets/hero-slot.js',
      module: '/r/packages/casino-kit/src/promos/hero-slot.tsx',
      imports: ['assets/lobby-api.js'],
      dynamic: true,
    },
    {
      file: 'assets/home-slots.js',
      module: '/r/packages/casino-kit/src/promos/home-slots.tsx',
      imports: ['assets/sanitize.js'],
      dynamic: true,
    },
    { file: 'assets/sanitize.js', module: '/r/node_modules/dompurify/index.js' },
  ]);

  it('preloads the first screen modules and what they import, once each, but not what the entry loads', () => {
    expect(hrefs(firstScreenPreloads(built, '/'))).toEqual(['/assets/data-layer.js', '/assets/lobby-api.js', '/assets/hero-slot.js']);
  });

  it('honours the base path, as module preloads the browser can fetch', () => {
    const tags = firstScreenPreloads(built, '/casino/fusion/');
    expect(hrefs(tags)[0]).toBe('/casino/fusion/assets/data-layer.js');
    expect(tags[0]?.attrs).toMatchObject({ rel: 'modulepreload', crossorigin: true });
  });

  it('adds nothing for a module that has no chunk of its own', () => {
    expect(firstScreenPreloads(built, '/', ['/casino-kit/src/pages/missing.tsx'])).toEqual([]);
  });
});
