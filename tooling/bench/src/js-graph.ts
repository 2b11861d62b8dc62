// The JS a built index.html loads up front: its scripts and modulepreloads, and every chunk they
// import statically. Dynamic `import()` chunks are lazy routes and stay out.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

export interface JsFile {
  readonly path: string;
  readonly bytes: number;
  /** zlib at its default level, as Vite's own size report compresses. */
  readonly gzip: number;
  readonly via: string;
}

const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** Script and modulepreload URLs of an HTML page, each with how it is loaded. */
function htmlEntries(html: string): { url: string; via: string }[] {
  const found: { url: string; via: string }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = ATTR('src').exec(tag)?.[1];
    if (src) found.push({ url: src, via: /type\s*=\s*["']module["']/i.test(tag) ? 'module script' : 'classic script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = ATTR('href').exec(tag)?.[1];
    if (href && /rel\s*=\s*["']modulepreload["']/i.test(tag)) found.push({ url: href, via: 'modulepreload' });
  }
  return found;
}

/**
 * Static imports (and re-exports) of a bundled chunk, read from its syntax tree: top-level
 * `import`/`export ... from` declarations only, so `import()` and strings never count.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const node of parseAst(code).body) {
    if (
      (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      found.push(String(node.source.value));
    }
  }
  return found;
}

/** Every JS file `dist/index.html` loads before any lazy chunk, with its size and gzip size. */
export function initialJs(dist: string): JsFile[] {
  const files = new Map<string, JsFile>();
  const visit = (url: string, via: string) => {
    const path = new URL(url, 'http://dist/').pathname;
    if (files.has(path) || !path.endsWith('.js')) return;
    const code = readFileSync(join(dist, path));
    files.set(path, { path, bytes: code.length, gzip: gzipSync(code).length, via });
    for (const spec of staticImports(code.toString('utf8')))
      visit(new URL(spec, new URL(path, 'http://dist/')).href, `imported by ${basename(path)}`);
  };
  for (const entry of htmlEntries(readFileSync(join(dist, 'index.html'), 'utf8'))) visit(entry.url, entry.via);
  return [...files.values()];
}
