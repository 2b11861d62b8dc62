import type { Plugin } from 'vite';

/**
 * V8's file-wide compile hint (Chrome 136 and later; other engines read a comment): every function
 * of the file is compiled while the file streams in, on a background thread, instead of on the
 * page's thread the first time it is called. The entry's functions nearly all run at start-up, so
 * its evaluation, the first visit's longest task, no longer compiles them one by one
 * (docs/decisions/092-compile-hint-on-the-entry.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of a bundle the hint touches: its chunks' code and their source map files. */
interface BundleItem {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  code?: string;
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
}

/**
 * Puts the hint on the first line of each entry chunk of `bundle` (not on the lazy chunks, whose
 * functions mostly wait for a page or a click), moving its source map down one line to match.
 */
export function hintEntries(bundle: Record<string, BundleItem>): string[] {
  const hinted: string[] = [];
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !item.isEntry || item.code === undefined || item.code.startsWith(COMPILE_HINT)) continue;
    item.code = `${COMPILE_HINT}\n${item.code}`;
    // One line more at the top: an empty first line of mappings.
    if (item.map) item.map.mappings = `;${item.map.mappings}`;
    const mapFile = bundle[`${item.fileName}.map`];
    if (mapFile?.type === 'asset' && mapFile.source !== undefined) {
      const map = JSON.parse(String(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source)));
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
    hinted.push(item.fileName);
  }
  return hinted;
}

/** The build plugin: runs after Vite's own rewriting of the chunks, so the hint stays the first line. */
export function compileHint(): Plugin {
  return {
    name: 'lobby-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => {
        hintEntries(bundle as unknown as Record<string, BundleItem>);
      },
    },
  };
}
