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
 * Preloads of the two start-up calls, so that they start while the page's JavaScript downloads
 * instead of after it has run. `as="fetch"` with `crossorigin="use-credentials"` is the request the
 * client makes (GET, CORS mode, cookies included), so the browser hands the app this response
 * rather than asking again. The configuration comes first (the shell paints from it); the catalog
 * is fetched at low priority, so that on a slow line it does not hold back the app's own files.
 */
export function earlyCallTags(base: string): HtmlTagDescriptor[] {
  const config = lobbyActionUrl(base, 'getconfig');
  const games = lobbyActionUrl(base, 'getgames');
  if (config === null || games === null) return [];
  const preload = (href: string, priority: 'high' | 'low'): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'use-credentials', fetchpriority: priority },
    injectTo: 'head-prepend',
  });
  return [preload(config, 'high'), preload(games, 'low')];
}
