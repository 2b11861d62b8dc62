import { type CasinoDefinition, discoverCasinos } from '@lobby/casinos';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { EARLY_HERO_TIMING, EARLY_START } from '@lobby/domain';
import { casinoViteConfig } from './index.ts';
import { EARLY_HERO_CLASS, HERO_CTA_PLACEHOLDER_CLASS } from './casino-head.ts';
import { catalogStarterScript, earlyCallTags, earlyCallUrl, heroStarterScript, promosStarterScript } from './early-calls.ts';

/** Part `part` of what the page's scripts left for the app (`EARLY_START`). */
const earlyPart = (window: Record<string, unknown>, part: string): unknown =>
  (window[EARLY_START] as Record<string, unknown> | undefined)?.[part];

const SETUP = {
  base: '/app/shared/controllers/',
  cachedKey: 'lobby.fusion.catalog-saved',
  languageKey: 'lobby.fusion.language',
  homePath: '/',
};

describe('earlyCallUrl: the URL the api client asks for', () => {
  it.each([
    ['/app/shared/controllers/', '/app/shared/controllers/LobbyController.php?getgames'],
    ['/app/shared/controllers', '/app/shared/controllers/LobbyController.php?getgames'],
    ['', '/app/shared/controllers/LobbyController.php?getgames'],
    ['/', '/app/shared/controllers/LobbyController.php?getgames'],
    ['https://casino.example', 'https://casino.example/app/shared/controllers/LobbyController.php?getgames'],
    ['https://casino.example/app/shared/controllers/', 'https://casino.example/app/shared/controllers/LobbyController.php?getgames'],
  ])('%j', (base, url) => {
    expect(earlyCallUrl(base, 'getGames')).toBe(url);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'casino.example'])('no URL for %j', (base) => {
    expect(earlyCallUrl(base, 'getGames')).toBeNull();
  });
});

describe('earlyCallTags', () => {
  it('preloads getconfig (high) as a credentialed fetch, and the catalog and the promotions from scripts, first in the head', () => {
    const tags = earlyCallTags(SETUP);
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        rel: 'preload',
        href: '/app/shared/controllers/LobbyController.php?getconfig',
        as: 'fetch',
        crossorigin: 'use-credentials',
        fetchpriority: 'high',
      },
      undefined,
      undefined,
    ]);
    expect(tags[1]?.children).toBe(
      catalogStarterScript('/app/shared/controllers/LobbyController.php?getgames', 'lobby.fusion.catalog-saved', null),
    );
    expect(tags[2]?.children).toBe(
      promosStarterScript('/app/shared/controllers/LobbyController.php?getpromos', 'lobby.fusion.language', '/'),
    );
    expect(tags.every((tag) => tag.injectTo === 'head-prepend')).toBe(true);
  });

  it('has the catalog worker of a build fetch the catalog', () => {
    const tags = earlyCallTags({ ...SETUP, workerUrl: '/casino/assets/catalog-worker-x1.js' });
    expect(tags[1]?.children).toBe(
      catalogStarterScript(
        '/app/shared/controllers/LobbyController.php?getgames',
        'lobby.fusion.catalog-saved',
        '/casino/assets/catalog-worker-x1.js',
      ),
    );
  });

  it('with the catalog worker and the hero setup, adds the early hero script after the promotions', () => {
    const hero = { passphrase: 'pass', heroPromoId: 'drop' };
    const tags = earlyCallTags({ ...SETUP, workerUrl: '/casino/assets/catalog-worker-x1.js', hero });
    expect(tags).toHaveLength(4);
    expect(tags[3]).toEqual({ tag: 'script', children: heroStarterScript('pass', 'drop'), injectTo: 'head-prepend' });
    // Without a worker (the dev server) nothing could read the promotions early.
    expect(earlyCallTags({ ...SETUP, hero })).toHaveLength(3);
  });

  it('preloads nothing for a base it cannot resolve', () => {
    expect(earlyCallTags({ ...SETUP, base: 'ftp://casino.example' })).toEqual([]);
  });
});

describe('catalogStarterScript', () => {
  /** Runs the script against a head, a local storage that holds `saved`, and a Worker class (or none). */
  function run(saved: string | null, given: { storageThrows?: boolean; workerUrl?: string | null; workerThrows?: boolean } = {}) {
    const head: Record<string, string>[] = [];
    const workers: { url: string; options: unknown; posted: unknown[] }[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => void head.push({ ...link }) },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (given.storageThrows) throw new Error('SecurityError');
        return key === 'lobby.fusion.catalog-saved' ? saved : null;
      },
    };
    class Worker {
      readonly posted: unknown[] = [];
      readonly url: string;
      readonly options: unknown;
      constructor(url: string, options: unknown) {
        if (given.workerThrows) throw new Error('SecurityError');
        this.url = url;
        this.options = options;
        workers.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const script = catalogStarterScript('/x?getgames', 'lobby.fusion.catalog-saved', given.workerUrl ?? null);
    new Function('document', 'localStorage', 'window', 'Worker', script)(document, localStorage, window, Worker);
    return { head, workers, window };
  }

  it('adds the catalog preload on a first visit, as the client asks for it', () => {
    expect(run(null).head).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', fetchPriority: 'low', href: '/x?getgames' },
    ]);
  });

  it('adds none when the catalog is cached', () => {
    expect(run('1700000000000').head).toEqual([]);
    expect(run('1700000000000', { workerUrl: '/assets/catalog-worker-x1.js' }).workers).toEqual([]);
  });

  it('preloads where local storage cannot be read', () => {
    expect(run(null, { storageThrows: true }).head).toHaveLength(1);
  });

  it('with a worker URL: starts that module worker, has it fetch the catalog, and leaves it for the app', () => {
    const { head, workers, window } = run(null, { workerUrl: '/assets/catalog-worker-x1.js' });
    expect(head).toEqual([]);
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatchObject({
      url: '/assets/catalog-worker-x1.js',
      options: { type: 'module', name: 'lobby-catalog' },
      posted: [{ type: 'fetch', url: '/x?getgames' }],
    });
    expect(earlyPart(window, 'catalogWorker')).toBe(workers[0]);
  });

  it('preloads instead where the worker cannot start', () => {
    const { head, window } = run(null, { workerUrl: '/assets/catalog-worker-x1.js', workerThrows: true });
    expect(head).toHaveLength(1);
    expect(earlyPart(window, 'catalogWorker')).toBeUndefined();
  });
});

describe('promosStarterScript', () => {
  interface Given {
    path?: string;
    stored?: string | null;
    cookie?: string;
    languages?: readonly string[];
    storageThrows?: boolean;
    fetchThrows?: boolean;
  }

  /** Runs the script on a page at `path` with the given preferences; returns the requests it made and what it left. */
  function run(given: Given = {}, homePath = '/') {
    const requests: { url: string; init: RequestInit }[] = [];
    const window: Record<string, unknown> = {};
    const location = { pathname: given.path ?? homePath, href: `https://lobby.example${given.path ?? homePath}` };
    const localStorage = {
      getItem: (key: string) => {
        if (given.storageThrows) throw new Error('SecurityError');
        return key === 'lobby.fusion.language' ? (given.stored ?? null) : null;
      },
    };
    const document = { cookie: given.cookie ?? '' };
    const navigator = { languages: given.languages ?? ['en-US'], language: 'en-US' };
    const fetch = (url: string, init: RequestInit) => {
      if (given.fetchThrows) throw new TypeError('blocked');
      requests.push({ url, init });
      return Promise.resolve(new Response('{}'));
    };
    const script = promosStarterScript('/app/shared/controllers/LobbyController.php?getpromos', 'lobby.fusion.language', homePath);
    new Function('window', 'location', 'localStorage', 'document', 'navigator', 'fetch', 'URL', 'URLSearchParams', script)(
      window,
      location,
      localStorage,
      document,
      navigator,
      fetch,
      URL,
      URLSearchParams,
    );
    const left = earlyPart(window, 'promos') as { url: string; body: string; response: Promise<Response> } | undefined;
    return { requests, left, lang: requests[0] ? new URLSearchParams(String(requests[0].init.body)).get('lang') : null };
  }

  it("on the home, POSTs the home's promotions form with cookies and leaves the request for the app", () => {
    const { requests, left } = run();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/app/shared/controllers/LobbyController.php?getpromos');
    expect(requests[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: 'lang=en&target=ucc_lobby&regular_only=0',
    });
    expect(left?.url).toBe('https://lobby.example/app/shared/controllers/LobbyController.php?getpromos');
    expect(left?.body).toBe('lang=en&target=ucc_lobby&regular_only=0');
    expect(left?.response).toBeInstanceOf(Promise);
  });

  it("asks in the player's stored language, else the site cookie's, else the browser's first supported one, else English", () => {
    expect(run({ stored: 'de', cookie: 'preferred_language=fr', languages: ['es'] }).lang).toBe('de');
    expect(run({ stored: 'xx', cookie: 'theme=dark; preferred_language=fr-CA', languages: ['es'] }).lang).toBe('fr');
    expect(run({ languages: ['pt-BR', 'es-MX', 'de'] }).lang).toBe('es');
    expect(run({ languages: ['pt-BR'] }).lang).toBe('en');
    expect(run({ storageThrows: true, languages: ['de-AT'] }).lang).toBe('de');
  });

  it('asks for nothing on any other page, and matches the home with or without its trailing slash', () => {
    expect(run({ path: '/promotions' }).requests).toEqual([]);
    expect(run({ path: '/casino' }, '/casino/').requests).toHaveLength(1);
    expect(run({ path: '/casino/games' }, '/casino/').requests).toEqual([]);
  });

  it('leaves nothing, and does not throw, where the request cannot be made', () => {
    const { left } = run({ fetchThrows: true });
    expect(left).toBeUndefined();
  });
});

describe('heroStarterScript', () => {
  interface FakeElement {
    readonly tag: string;
    className: string;
    textContent: string;
    readonly attributes: Record<string, string>;
    readonly children: FakeElement[];
    [property: string]: unknown;
  }
  interface Given {
    worker?: boolean;
    workerFails?: boolean;
    early?: boolean;
    status?: number;
    banner?: unknown;
    screen?: boolean;
    passphrase?: string;
  }

  /** Runs the script against a page whose worker answers `banner` and whose loading screen is `screen`. */
  async function run(given: Given = {}) {
    const posted: unknown[] = [];
    const listeners = new Set<(event: { data: unknown }) => void>();
    const errors = new Set<() => void>();
    const worker = {
      postMessage(message: unknown) {
        posted.push(message);
        setTimeout(() => {
          if (given.workerFails) {
            for (const listener of [...errors]) listener();
            return;
          }
          // The catalog's own replies pass by; only the hero's answers the script.
          for (const listener of [...listeners]) listener({ data: { type: 'received', at: 1 } });
          for (const listener of [...listeners]) listener({ data: { type: 'hero', banner: given.banner ?? null } });
        });
      },
      addEventListener: (type: string, listener: (event: { data: unknown }) => void) =>
        void (type === 'error' ? errors.add(listener as () => void) : listeners.add(listener)),
      removeEventListener: (_type: string, listener: (event: { data: unknown }) => void) => void listeners.delete(listener),
    };
    const make = (tag: string): FakeElement => {
      const element: FakeElement = {
        tag,
        className: '',
        textContent: '',
        attributes: {},
        children: [],
        setAttribute: (name: string, value: string) => {
          element.attributes[name] = value;
        },
        append: (...nodes: FakeElement[]) => void element.children.push(...nodes),
        replaceChildren: (...nodes: FakeElement[]) => void element.children.splice(0, element.children.length, ...nodes),
        remove: () => {
          element.removed = true;
        },
        classList: {
          add: (name: string) => {
            if (!element.className.split(' ').includes(name)) element.className = `${element.className} ${name}`;
          },
          remove: (name: string) => {
            element.className = element.className.replace(` ${name}`, '');
          },
        },
        querySelector: (selector: string) =>
          selector === '.lb-loading__hero' ? (element.children.find((child) => child.className === 'lb-loading__hero') ?? null) : null,
      };
      return element;
    };
    // The page's loading screen with the hero's box (casino-head `loadingShell`).
    const screen = make('div');
    screen.className = 'lb-screen lb-loading';
    const place = make('div');
    place.className = 'lb-loading__hero';
    place.children.push(make('div'));
    screen.children.push(place);
    const rootClasses = new Set<string>();
    const document = {
      documentElement: { classList: { add: (name: string) => rootClasses.add(name), remove: (name: string) => rootClasses.delete(name) } },
      createElement: make,
      querySelector: (selector: string) => (given.screen !== false && selector === '#root > .lb-loading[data-page-shell]' ? screen : null),
    };
    const response = Promise.resolve(new Response('ENVELOPE', { status: given.status ?? 200 }));
    const early: Record<string, unknown> = {};
    const window: Record<string, unknown> = { [EARLY_START]: early };
    if (given.worker !== false) early.catalogWorker = worker;
    if (given.early !== false) early.promos = { url: 'http://casino.test/x?getpromos', body: 'lang=en', response };
    new Function('window', 'document', heroStarterScript(given.passphrase ?? 'pass', 'drop'))(window, document);
    // Set as the script runs, before the body is parsed: the box shows from the first paint.
    const boxShownAtOnce = rootClasses.has(EARLY_HERO_CLASS);
    const found = await (earlyPart(window, 'hero') as Promise<unknown> | undefined);
    await new Promise((settled) => setTimeout(settled));
    return { found, posted, screen, place, response, listeners, boxShownAtOnce, rootClasses };
  }

  const BANNER = { image: 'https://casino.test/reload.svg', title: 'Weekend <b>reload</b>' };

  it("has the worker read the promotions, leaves its banner for the app, and shows it in the loading screen's hero box", async () => {
    const { found, posted, screen, place, listeners, boxShownAtOnce, rootClasses } = await run({ banner: BANNER });
    expect(boxShownAtOnce).toBe(true);
    expect(posted).toEqual([{ type: 'hero', body: 'ENVELOPE', passphrase: 'pass', heroPromoId: 'drop' }]);
    expect(found).toEqual({ banner: BANNER, heroPromoId: 'drop' });
    expect(listeners.size).toBe(0);
    expect([...rootClasses]).toEqual([EARLY_HERO_CLASS]);
    expect(screen.children).toEqual([place]);
    expect(place.children).toHaveLength(1);
    const hero = place.children[0];
    expect(hero).toMatchObject({ tag: 'section', className: 'lb-hero', attributes: { 'aria-label': BANNER.title } });
    const [picture, content] = hero?.children ?? [];
    expect(picture).toMatchObject({
      tag: 'img',
      className: 'lb-hero__image',
      alt: '',
      width: 1200,
      height: 400,
      fetchPriority: 'high',
      src: BANNER.image,
      attributes: { elementtiming: EARLY_HERO_TIMING },
    });
    const [title, hold] = content?.children ?? [];
    // The title is text: its markup is shown as written, never parsed.
    expect(title).toMatchObject({ tag: 'h2', className: 'lb-hero__title', textContent: BANNER.title });
    // The call to action's place is kept, as the app's banner keeps it.
    expect(hold).toMatchObject({
      tag: 'span',
      className: HERO_CTA_PLACEHOLDER_CLASS,
      textContent: '\u00a0',
      attributes: { 'aria-hidden': 'true' },
    });
  });

  it("reads a copy of the response: the app's client still reads the body", async () => {
    const { response } = await run({ banner: BANNER });
    expect(await (await response).text()).toBe('ENVELOPE');
  });

  it("shows nothing once the app's own loading screen has replaced the page's, and still leaves the banner for it", async () => {
    const { found, place } = await run({ banner: BANNER, screen: false });
    expect(found).toEqual({ banner: BANNER, heroPromoId: 'drop' });
    expect(place.children).toHaveLength(1);
    expect(place.children[0]?.tag).toBe('div');
  });

  it.each([
    ['no banner in the promotions', { banner: null }],
    ['a banner of another shape', { banner: { image: 42, title: 'x' } }],
  ])("takes the hero's box away for %s", async (_label, given) => {
    const { place, rootClasses } = await run(given);
    expect(place.removed).toBe(true);
    expect([...rootClasses]).toEqual([]);
  });

  it('leaves no banner when the worker cannot run', async () => {
    const { found, place } = await run({ banner: BANNER, workerFails: true });
    expect(found).toEqual({ banner: null, heroPromoId: 'drop' });
    expect(place.removed).toBe(true);
  });

  it('asks the worker nothing when the promotions failed, and leaves no banner', async () => {
    const { found, posted } = await run({ status: 500, banner: BANNER });
    expect(posted).toEqual([]);
    expect(found).toEqual({ banner: null, heroPromoId: 'drop' });
  });

  it.each([
    ['no worker (a cached catalog)', { worker: false }],
    ['no early promotions (another page)', { early: false }],
  ])('does nothing with %s', async (_label, given) => {
    const { found, posted, boxShownAtOnce } = await run({ ...given, banner: BANNER });
    expect(found).toBeUndefined();
    expect(posted).toEqual([]);
    expect(boxShownAtOnce).toBe(false);
  });

  it('keeps a passphrase that holds markup inside its script', () => {
    const script = heroStarterScript('</script><script>alert(1)</script>', null);
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });
});

describe("the early calls plugin of a casino's build", () => {
  /** The early tags a build of `casino` puts into its page, with a catalog worker in the bundle. */
  function pageTags(casino: CasinoDefinition) {
    const plugin = (casinoViteConfig(casino, {}).plugins ?? [])
      .flat()
      .find(
        (entry): entry is Plugin => typeof entry === 'object' && entry !== null && 'name' in entry && entry.name === 'lobby-early-calls',
      );
    if (!plugin) throw new Error('no early calls plugin');
    (plugin.configResolved as (config: unknown) => void)({ base: '/', env: {} });
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: unknown) => HtmlTagDescriptor[] };
    return hook.handler('', { bundle: { 'assets/catalog-worker-x1.js': {} } });
  }
  const fusion = discoverCasinos().find((casino) => casino.key === 'fusion') as CasinoDefinition;

  it("reads the hero banner early with the casino's passphrase and hero promo", () => {
    const tags = pageTags({ ...fusion, heroPromoId: 'drop' });
    expect(tags.at(-1)?.children).toBe(heroStarterScript(fusion.controller.passphrase, 'drop'));
  });

  it('does not where the casino turns the early banner off (its profile hides or replaces the hero)', () => {
    const tags = pageTags({ ...fusion, earlyHeroBanner: false });
    expect(tags).toHaveLength(3);
    expect(tags.some((tag) => String(tag.children ?? '').includes('hero'))).toBe(false);
  });
});
