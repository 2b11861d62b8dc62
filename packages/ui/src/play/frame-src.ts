import { isAppPath } from '../link/href.ts';

const WEB_URL = /^(https?:)?\/\//i;

/**
 * The URL itself when a frame may load it (a web URL, protocol-relative or an app path);
 * `about:blank` otherwise, so a `javascript:` or `data:` URL from a launcher never runs.
 */
export function safeFrameSrc(src: string | null | undefined): string {
  const trimmed = (src ?? '').trim();
  return WEB_URL.test(trimmed) || isAppPath(trimmed) ? trimmed : 'about:blank';
}
