import { EARLY_CATALOG_WORKER } from '@lobby/domain';
import type { HtmlTagDescriptor } from 'vite';

const CONTROLLERS = '/app/shared/controllers';

/**
 * The URL of a LobbyController action for a configured controller base, exactly as the api
 * package's `endpointsFor` builds it (an origin, `''`, `/` or the controllers folder itself), so
 * that the app's own request matches the preloaded one. Null for a base that is neither a path
 * nor an http(s) origin.
 */
export function lobbyActionUrl(base: string, action: string): string | null {
  let root = base.trim().replace(/\/+$/, '');
  if (root.endsWith(CONTROLLERS)) root = root.slice(0, -CONTROLLERS.length);
  if (root !== '' && !root.startsWith('/') && !/^https?:\/\/[^/]+/i.test(root)) return null;
  if (root.startsWith('//')) return null;
  return `${root}${CONTROLLERS}/LobbyController.php?${action}`;
}

/**
 * The catalog's early request, unless this browser has the casino's catalog cached (`cachedKey` in
 * local storage, written when the catalog is stored): an inline script, since only the page can know.
 * A player back with a cached catalog sees the lobby paint from it first; the fresh catalog is asked
 * for after that paint, so that its transfer does not compete with the first screen's.
 *
 * With the built catalog worker's URL (`workerUrl`), the script starts that worker and has it fetch
 * the catalog: the body then goes from the network to the worker, which decrypts and stores it,
 * and never through the page's thread; the app finds the worker under `EARLY_CATALOG_WORKER`.
 * Without it (the dev server), or where a worker cannot start, it preloads the request for the
 * page's client instead, at low priority so that on a slow line it does not hold back the app's files.
 */
export function catalogStarterScript(href: string, cachedKey: string, workerUrl: string | null): string {
  // One line: the head's scripts come before `<meta charset>`, which must stay in the first 1,024 bytes.
  return [
    '(() => {',
    `try { if (localStorage.getItem(${JSON.stringify(cachedKey)})) return; } catch {}`,
    ...(workerUrl === null
      ? []
      : [
          `try { const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module', name: 'lobby-catalog' });`,
          `worker.postMessage({ type: 'fetch', url: ${JSON.stringify(href)} }); window[${JSON.stringify(EARLY_CATALOG_WORKER)}] = worker; return; } catch {}`,
        ]),
    "const link = document.createElement('link');",
    "link.rel = 'preload'; link.as = 'fetch'; link.crossOrigin = 'use-credentials'; link.fetchPriority = 'low';",
    `link.href = ${JSON.stringify(href)};`,
    'document.head.append(link);',
    '})();',
  ].join(' ');
}

/**
 * The two start-up calls, started while the page's JavaScript downloads instead of after it has
 * run. The configuration is preloaded: `as="fetch"` with `crossorigin="use-credentials"` is the
 * request the client makes (GET, CORS mode, cookies included), so the browser hands the app this
 * response rather than asking again; it comes first, since the shell paints from it. The catalog
 * is asked for only on a first visit, by the catalog worker where the build has one
 * (`catalogStarterScript`).
 */
export function earlyCallTags(base: string, cachedKey: string, workerUrl: string | null = null): HtmlTagDescriptor[] {
  const config = lobbyActionUrl(base, 'getconfig');
  const games = lobbyActionUrl(base, 'getgames');
  if (config === null || games === null) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', href: config, as: 'fetch', crossorigin: 'use-credentials', fetchpriority: 'high' },
      injectTo: 'head-prepend',
    },
    { tag: 'script', children: catalogStarterScript(games, cachedKey, workerUrl), injectTo: 'head-prepend' },
  ];
}
