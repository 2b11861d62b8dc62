import type { CasinoDefinition } from '@lobby/casinos';
import type { HtmlTagDescriptor } from 'vite';

/** The head tags that name a casino: title, description, theme colour and icon links under `base`. */
export function casinoHead(casino: CasinoDefinition, base: string): HtmlTagDescriptor[] {
  const at = (file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;
  return [
    { tag: 'title', children: escapeHtml(casino.displayName), injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'description', content: casino.description }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'theme-color', content: casino.themeColor }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'icon', href: at(casino.icons.any), type: 'image/svg+xml' }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: at(casino.icons.maskable) }, injectTo: 'head' },
    { tag: 'noscript', children: `${escapeHtml(casino.displayName)} needs JavaScript to run.`, injectTo: 'body' },
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
