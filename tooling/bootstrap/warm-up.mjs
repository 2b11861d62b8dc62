// Asks a Vite dev server for a page and every module it reaches, static and dynamic imports
// alike, the way a browser would over a whole visit: Vite then pre-bundles the dependencies and
// transforms the sources before the first person opens the page, who no longer waits for that.

const IMPORTS = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
const SCRIPTS = /<script[^>]+src="([^"]+)"/g;
/** Bounds, so a server that keeps answering new paths cannot hold the start-up forever. */
const MAX_MODULES = 4000;
const MAX_MS = 240_000;
const PARALLEL = 6;

/** Fetches `pages` of `origin` and every module they import; resolves with the number fetched. */
export async function warmUp(origin, pages = ['/']) {
  const deadline = Date.now() + MAX_MS;
  const seen = new Set();
  const queue = [];
  const add = (url) => {
    const absolute = new URL(url, origin);
    if (absolute.origin !== new URL(origin).origin || seen.has(absolute.href) || seen.size >= MAX_MODULES) return;
    seen.add(absolute.href);
    queue.push(absolute.href);
  };
  for (const page of pages) {
    const html = await (await fetch(new URL(page, origin))).text();
    for (const [, src] of html.matchAll(SCRIPTS)) add(new URL(src, new URL(page, origin)).href);
  }
  const worker = async () => {
    while (queue.length > 0 && Date.now() < deadline) {
      const url = queue.shift();
      try {
        const reply = await fetch(url, { headers: { Accept: '*/*' } });
        const text = await reply.text();
        // Pre-bundled dependencies (Vite's and Storybook's) are done once fetched; their text holds examples that look like imports.
        if (!/javascript|typescript/.test(reply.headers.get('content-type') ?? '') || /(\.vite|sb-vite)\/deps\//.test(url)) continue;
        for (const pattern of IMPORTS)
          for (const [, spec] of text.matchAll(pattern)) if (/^(\/|\.\.?\/)/.test(spec)) add(new URL(spec, url).href);
      } catch {
        // A module that fails here fails in the browser too, with Vite's own message.
      }
    }
  };
  // Workers finish when the queue is empty for a moment; go on while others still add to it.
  while (queue.length > 0 && Date.now() < deadline) await Promise.all(Array.from({ length: PARALLEL }, worker));
  return seen.size;
}
