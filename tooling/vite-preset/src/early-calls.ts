import { type CallName, CONTROLLER_CALLS, endpointsFor, isControllerEndpoint } from '@lobby/api';
import {
  EARLY_HERO_TIMING,
  EARLY_START,
  EARLY_START_PARTS,
  HERO_PICTURE_SIZE,
  LANGUAGES,
  LOBBY_PAGE,
  SITE_LANGUAGE_COOKIE,
} from '@lobby/domain';
import type { HtmlTagDescriptor } from 'vite';
import { EARLY_HERO_CLASS, HERO_CTA_PLACEHOLDER_CLASS, PAGE_SHELL_ATTRIBUTE } from './casino-head.ts';

/**
 * The URL of a controller call for a configured controller base, by the api package's one rule
 * (`endpointsFor`), so that the app's own request matches the one the page started. Null for a base
 * that is neither a path nor an http(s) origin.
 */
export function earlyCallUrl(base: string, name: CallName): string | null {
  return isControllerEndpoint(base) ? endpointsFor(base).call(CONTROLLER_CALLS[name]) : null;
}

/** The statement that puts `value` (an expression) into part `part` of the early start (`EARLY_START`). */
function leave(part: keyof typeof EARLY_START_PARTS, value: string): string {
  return `(window[${JSON.stringify(EARLY_START)}] ??= {})[${JSON.stringify(EARLY_START_PARTS[part])}] = ${value};`;
}

/** An expression reading part `part` of the early start. */
function taken(part: keyof typeof EARLY_START_PARTS): string {
  return `window[${JSON.stringify(EARLY_START)}]?.[${JSON.stringify(EARLY_START_PARTS[part])}]`;
}

/**
 * The catalog's early request, unless this browser has the casino's catalog cached (`cachedKey` in
 * local storage, written when the catalog is stored): an inline script, since only the page can know.
 * A player back with a cached catalog sees the lobby paint from it first; the fresh catalog is asked
 * for after that paint, so that its transfer does not compete with the first screen's.
 *
 * With the built catalog worker's URL (`workerUrl`), the script starts that worker and has it fetch
 * the catalog: the body then goes from the network to the worker, which decrypts and stores it,
 * and never through the page's thread; the app finds the worker in the early start (`EARLY_START`).
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
          `worker.postMessage({ type: 'fetch', url: ${JSON.stringify(href)} }); ${leave('catalogWorker', 'worker')} return; } catch {}`,
        ]),
    "const link = document.createElement('link');",
    "link.rel = 'preload'; link.as = 'fetch'; link.crossOrigin = 'use-credentials'; link.fetchPriority = 'low';",
    `link.href = ${JSON.stringify(href)};`,
    'document.head.append(link);',
    '})();',
  ].join(' ');
}

/**
 * The home's promotions request (its hero banner is the first screen's largest picture), made with
 * the page on the home path only, for the language the app will most likely use: the player's
 * stored choice, else the site's preferred-language cookie, else the browser's first interface
 * language, else English (the configured language, which the app puts before the browser's, is not
 * known yet). The form is the client's for the home (`lang`, `target`, `regular_only`). The app's
 * client takes the response for its first identical request (casino-core `withEarlyResponse`); a
 * guess that turns out wrong costs one small request the app does not use. The response is left
 * in the early start (`EARLY_START`) as `{ url, body, response }`.
 */
export function promosStarterScript(href: string, languageKey: string, homePath: string): string {
  const languages = JSON.stringify(LANGUAGES);
  const cookie = `(?:^|;\\s*)${SITE_LANGUAGE_COOKIE}=([^;]*)`;
  return [
    '(() => {',
    `if (location.pathname.replace(/\\/*$/, '/') !== ${JSON.stringify(homePath.replace(/\/*$/, '/'))}) return;`,
    `const pick = (value) => { const primary = String(value ?? '').trim().toLowerCase().split(/[-_]/)[0]; return ${languages}.includes(primary) ? primary : null; };`,
    'let lang = null;',
    `try { lang = pick(localStorage.getItem(${JSON.stringify(languageKey)})); } catch {}`,
    `if (!lang) try { const found = document.cookie.match(/${cookie}/); lang = found ? pick(decodeURIComponent(found[1])) : null; } catch {}`,
    'if (!lang) for (const candidate of navigator.languages ?? [navigator.language]) { lang = pick(candidate); if (lang) break; }',
    `const body = new URLSearchParams({ lang: lang ?? 'en', target: ${JSON.stringify(LOBBY_PAGE)}, regular_only: '0' }).toString();`,
    'try {',
    `const response = fetch(${JSON.stringify(href)}, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body });`,
    // An unused rejection must not be reported as unhandled; the app's client sees it when it takes the response.
    'response.catch(() => {});',
    leave('promos', `{ url: new URL(${JSON.stringify(href)}, location.href).href, body, response }`),
    '} catch {}',
    '})();',
  ].join(' ');
}

/** A value as a script's literal, safe inside an inline `<script>` (no `</script>` can close it). */
function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The home's hero banner before the app's code has loaded, on a first visit: once the early
 * promotions have answered (`promosStarterScript`), the catalog worker the page started
 * (`catalogStarterScript`) reads them with the envelope passphrase and picks the banner as the
 * app's hero slot does (casino-core `runHeroJob`), and the page shows it at the top of its loading
 * screen, at the hero's size, in the box its loading screen keeps for it from its first paint
 * (`EARLY_HERO_CLASS`), as the app's loading screen shows it (ui `LoadingScreen`'s `hero`). The
 * promise of `{ banner, heroPromoId }` is left in the early start (`EARLY_START`): the app's hero slot shows the same banner while its own promotions load, so the
 * banner stays up from this paint on. Nothing happens without the worker (a cached catalog, the dev
 * server) or the early promotions (another page); a failure anywhere leaves the loading screen as
 * it is. The banner is built with DOM calls: its title is text, and its picture's address is one
 * the domain's `safeLink` let through.
 */
export function heroStarterScript(passphrase: string, heroPromoId: string | null): string {
  return [
    '(() => {',
    `const worker = ${taken('catalogWorker')}; const early = ${taken('promos')};`,
    'if (!worker || !early) return;',
    // Before the body is parsed: the page's loading screen keeps the hero's box from its first paint.
    `document.documentElement.classList.add(${literal(EARLY_HERO_CLASS)});`,
    `const heroPromoId = ${literal(heroPromoId)};`,
    // The clone is taken as the response arrives, before the app's client (which runs later) reads it.
    'const banner = early.response.then((response) => (response.ok ? response.clone().text() : null)).then((body) => body === null ? null : new Promise((resolve) => {',
    "const listen = (event) => { if (event.data?.type !== 'hero') return; worker.removeEventListener('message', listen); resolve(event.data.banner ?? null); };",
    // A worker that cannot run (its file missing, a policy) answers nothing: no banner then.
    "worker.addEventListener('message', listen); worker.addEventListener('error', () => resolve(null), { once: true });",
    `worker.postMessage({ type: 'hero', body, passphrase: ${literal(passphrase)}, heroPromoId });`,
    '})).catch(() => null);',
    leave('hero', 'banner.then((found) => ({ banner: found, heroPromoId }))'),
    'banner.then((found) => {',
    // The page's own loading screen only: once React has put its own there, the app shows the banner itself.
    `const screen = document.querySelector(${literal(`#root > .lb-loading[${PAGE_SHELL_ATTRIBUTE}]`)}); const place = screen && screen.querySelector('.lb-loading__hero');`,
    'if (!place) return;',
    // No banner: the box the page kept for it goes.
    `if (!found || typeof found.image !== 'string' || typeof found.title !== 'string') { place.remove(); document.documentElement.classList.remove(${literal(EARLY_HERO_CLASS)}); return; }`,
    "const hero = document.createElement('section'); hero.className = 'lb-hero'; hero.setAttribute('aria-label', found.title);",
    `const picture = document.createElement('img'); picture.className = 'lb-hero__image'; picture.alt = ''; picture.width = ${HERO_PICTURE_SIZE.width}; picture.height = ${HERO_PICTURE_SIZE.height};`,
    `picture.fetchPriority = 'high'; picture.decoding = 'async'; picture.setAttribute('elementtiming', ${literal(EARLY_HERO_TIMING)}); picture.src = found.image;`,
    "const content = document.createElement('div'); content.className = 'lb-hero__content';",
    "const title = document.createElement('h2'); title.className = 'lb-hero__title'; title.textContent = found.title;",
    // The call to action's place, kept as the app's banner keeps it until its promotions bring the button.
    `const hold = document.createElement('span'); hold.className = ${literal(HERO_CTA_PLACEHOLDER_CLASS)}; hold.setAttribute('aria-hidden', 'true'); hold.textContent = '\\u00a0';`,
    'content.append(title, hold); hero.append(picture, content); place.replaceChildren(hero);',
    '}, () => {});',
    '})();',
  ].join(' ');
}

/** Where index.html's early calls go and what they need to know. */
export interface EarlyCallsSetup {
  /** The configured controller base (see `earlyCallUrl`). */
  readonly base: string;
  /** The local-storage key that says the catalog is cached (domain `cachedCatalogKey`). */
  readonly cachedKey: string;
  /** The local-storage key of the player's chosen language (domain `languageStorageKey`). */
  readonly languageKey: string;
  /** The app's home path (its base path). */
  readonly homePath: string;
  /** The built catalog worker's URL, or null (the dev server). */
  readonly workerUrl?: string | null;
  /** The envelope passphrase the app's build uses, and the casino's hero promo: for the early hero banner. */
  readonly hero?: { readonly passphrase: string; readonly heroPromoId: string | null };
}

/**
 * The start-up calls, started while the page's JavaScript downloads instead of after it has run.
 * The configuration is preloaded: `as="fetch"` with `crossorigin="use-credentials"` is the request
 * the client makes (GET, CORS mode, cookies included), so the browser hands the app this response
 * rather than asking again; it comes first, since the shell paints from it. The catalog is asked
 * for only on a first visit, by the catalog worker where the build has one (`catalogStarterScript`).
 * The home's promotions are a POST, which no preload can make: a script asks for them
 * (`promosStarterScript`).
 */
export function earlyCallTags({ base, cachedKey, languageKey, homePath, workerUrl = null, hero }: EarlyCallsSetup): HtmlTagDescriptor[] {
  const config = earlyCallUrl(base, 'getConfig');
  const games = earlyCallUrl(base, 'getGames');
  const promos = earlyCallUrl(base, 'getPromos');
  if (config === null || games === null || promos === null) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', href: config, as: 'fetch', crossorigin: 'use-credentials', fetchpriority: 'high' },
      injectTo: 'head-prepend',
    },
    { tag: 'script', children: catalogStarterScript(games, cachedKey, workerUrl), injectTo: 'head-prepend' },
    { tag: 'script', children: promosStarterScript(promos, languageKey, homePath), injectTo: 'head-prepend' },
    ...(workerUrl !== null && hero
      ? [{ tag: 'script', children: heroStarterScript(hero.passphrase, hero.heroPromoId), injectTo: 'head-prepend' as const }]
      : []),
  ];
}
