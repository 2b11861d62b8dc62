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

/** Marks the page's own loading screen, which the page's scripts may add to, from React's, which they must not touch. */
export const PAGE_SHELL_ATTRIBUTE = 'data-page-shell';

/**
 * On the document element while the page reads the hero banner early (the head's
 * `heroStarterScript` sets it, before the body is parsed): ui screens.css then shows the hero's box
 * in the page's own loading screen.
 */
export const EARLY_HERO_CLASS = 'lb-early-hero';

/** ui `buttonClassName('primary', 'lg', 'lb-hero__cta-placeholder')`: a call to action's kept place in the hero. */
export const HERO_CTA_PLACEHOLDER_CLASS = 'lb-button lb-button--primary lb-button--lg lb-hero__cta-placeholder';

/** ui `HeroBannerPlaceholder`'s markup: the picture's shape, a title line and a call to action, invisible. */
const HERO_BOX = [
  '<div class="lb-hero lb-hero--placeholder" aria-hidden="true">',
  '<div class="lb-hero__image"></div>',
  `<div class="lb-hero__content"><span class="lb-hero__title">&nbsp;</span><span class="${HERO_CTA_PLACEHOLDER_CLASS}">&nbsp;</span></div>`,
  '</div>',
].join('');

/**
 * The loading screen's first frame as static markup for `#root`: the spinner's ring and the
 * casino's name, in the ui package's classes, so that it paints as soon as the HTML and the
 * stylesheet are in, before the app's script has loaded. React's first render replaces it with the
 * same screen (`LoadingScreen`), which adds the spinner's chip and the status line in the player's
 * language; the empty line here holds the status line's place, so nothing moves.
 */
export function loadingShell(casino: Pick<CasinoDefinition, 'displayName'>): string {
  return [
    `<div class="lb-screen lb-loading" ${PAGE_SHELL_ATTRIBUTE}>`,
    // The hero banner's box (ui `HeroBannerPlaceholder`), shown from the first paint when the page
    // reads the banner early (`EARLY_HERO_CLASS` on the document, ui screens.css): the banner then
    // takes its place without moving the spinner.
    `<div class="lb-loading__hero">${HERO_BOX}</div>`,
    '<div class="lb-loading__spinner" aria-hidden="true"><span class="lb-loading__ring"></span></div>',
    `<p class="lb-loading__name">${escapeHtml(casino.displayName)}</p>`,
    '<p class="lb-screen__text" aria-hidden="true">&nbsp;</p>',
    '</div>',
  ].join('');
}

/**
 * `index.html` with the loading screen's first frame inside its empty `<div id="root">`, and right
 * after it a one-line script that takes the frame out again when this browser has the casino's
 * catalog cached (`cachedKey`): the lobby then paints from the cache within about a second, and a
 * spinner flashed before it would only be in the way.
 */
export function withLoadingShell(html: string, casino: Pick<CasinoDefinition, 'displayName'>, cachedKey: string): string {
  const cached = `try { if (localStorage.getItem(${JSON.stringify(cachedKey)})) document.getElementById('root').replaceChildren(); } catch {}`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${loadingShell(casino)}</div><script>${cached}</script>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
