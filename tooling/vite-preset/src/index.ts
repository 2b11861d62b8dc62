import type { CasinoDefinition } from '@lobby/casinos';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cachedCatalogKey, languageStorageKey, PROMO_FRAME_FILE } from '@lobby/domain';
import { iconSprite } from '@lobby/ui/icon-sprite';
import { casinoHead, withLoadingShell } from './casino-head.ts';
import { chunkGroups } from './chunk-groups.ts';
import { compileHint } from './compile-hint.ts';
import { frameOriginsCheck } from './frame-origins.ts';
import { installTagsAfterFirstScreen } from './install-tags.ts';
import { earlyCallTags } from './early-calls.ts';
import { promoFrame } from './promo-frame.ts';

/** Paths the casino's own server answers; the app never handles them, not even offline. */
const CONTROLLER_PATHS = ['/app/', '/site/', '/__control/'];

// Applies the stored theme before the first paint, so a dark-theme player never sees a light flash.
// Inline in the head: a module script would run after the stylesheet has painted.
// Reading the cookie throws where cookies are blocked (sandboxed frames, some privacy settings):
// the system preference stands in, and the page still paints.
const THEME_BEFORE_PAINT = `(() => {
  let match = null;
  let dark = false;
  try {
    match = document.cookie.match(/(?:^|; )theme=(light|dark)/);
  } catch {}
  try {
    dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  } catch {}
  document.documentElement.dataset.theme = match ? match[1] : dark ? 'dark' : 'light';
})();`;

/** Puts the theme script into every casino's index.html, so the apps need not each carry it. */
function themeBeforePaint(): Plugin {
  return {
    name: 'lobby-theme-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BEFORE_PAINT, injectTo: 'head-prepend' }],
  };
}

/**
 * The icon set's sprite at the top of the body: the app's icons draw from it (`<use>`), so their
 * paths are markup the page brings, not strings in the first screen's script.
 */
function iconSpriteInPage(): Plugin {
  return {
    name: 'lobby-icon-sprite',
    transformIndexHtml: (html) => html.replace(/<body[^>]*>/, (body) => `${body}${iconSprite()}`),
  };
}

/**
 * The page's title, description, theme colour and icons, from casino.ts, under the resolved base
 * path; and the loading screen's first frame in `#root`, painted before the app's script runs.
 */
function casinoHeadTags(casino: CasinoDefinition): Plugin {
  let base = '/';
  return {
    name: 'lobby-casino-head',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: (html) => ({
      html: withLoadingShell(html.replace(/<title>.*<\/title>/s, ''), casino, cachedCatalogKey(casino.key)),
      tags: casinoHead(casino, base),
    }),
  };
}

/** The catalog worker casino-kit's `catalogWorkerStarter` has Vite bundle (src/catalog/catalog-worker.ts). */
const CATALOG_WORKER_FILE = /(^|\/)catalog-worker-[\w-]+\.js$/;

/**
 * Starts the configuration and catalog calls with the page, where the app picks them up: in a
 * build, the catalog through the bundled catalog worker (the bundle names its file).
 */
function earlyCalls(casino: CasinoDefinition, env: NodeJS.ProcessEnv): Plugin {
  let base: string = casino.controller.base;
  let appBase = '/';
  let passphrase = casino.controller.passphrase;
  return {
    name: 'lobby-early-calls',
    configResolved: (config) => {
      appBase = config.base;
      // The same variables profile.ts reads, from the environment or an .env file (the casino's
      // passphrase variable comes first: casinoViteConfig defines the app's from it).
      base = config.env.VITE_LOBBY_CONTROLLER_BASE ?? casino.controller.base;
      passphrase = env[casino.controller.passphraseVariable] ?? config.env.VITE_LOBBY_PASSPHRASE ?? casino.controller.passphrase;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const worker = Object.keys(context.bundle ?? {}).find((file) => CATALOG_WORKER_FILE.test(file));
        return earlyCallTags({
          base,
          cachedKey: cachedCatalogKey(casino.key),
          languageKey: languageStorageKey(casino.key),
          homePath: appBase,
          workerUrl: worker ? `${appBase}${worker}` : null,
          hero: casino.earlyHeroBanner === false ? undefined : { passphrase, heroPromoId: casino.heroPromoId ?? null },
        });
      },
    },
  };
}

/**
 * The Vite configuration of a casino app, from its casino.ts. The environment may override, per
 * run: LOBBY_APP_PORT (dev and preview port), LOBBY_CONTROLLER_URL (where the dev and preview
 * servers forward the controller paths), LOBBY_BASE_PATH (or `vite build --base`), and the
 * casino's passphrase variable.
 */
export function casinoViteConfig(casino: CasinoDefinition, env: NodeJS.ProcessEnv = process.env): UserConfig {
  const controllerUrl = env.LOBBY_CONTROLLER_URL ?? `http://127.0.0.1:${casino.ports.controller}`;
  const proxy = Object.fromEntries(CONTROLLER_PATHS.map((path) => [path, { target: controllerUrl, changeOrigin: false }]));
  const server = { port: Number(env.LOBBY_APP_PORT ?? casino.ports.dev), strictPort: true, host: '127.0.0.1', proxy };
  const passphrase = env[casino.controller.passphraseVariable];
  return defineConfig({
    base: env.LOBBY_BASE_PATH ?? casino.basePath,
    // A passphrase from the build's environment replaces casino.ts's default (profile.ts reads it).
    define: passphrase ? { 'import.meta.env.VITE_LOBBY_PASSPHRASE': JSON.stringify(passphrase) } : {},
    plugins: [
      react(),
      themeBeforePaint(),
      iconSpriteInPage(),
      casinoHeadTags(casino),
      promoFrame(),
      earlyCalls(casino, env),
      compileHint(),
      frameOriginsCheck(casino),
      VitePWA({
        registerType: 'autoUpdate',
        // The app registers the worker itself once its first screen's requests are done (casino-kit
        // `registerServiceWorkerWhenQuiet`): the window's load comes before its lazily loaded first screen.
        injectRegister: false,
        // start_url and scope default to the resolved base path, so `vite build --base` moves them too.
        manifest: {
          name: casino.displayName,
          short_name: casino.shortName,
          description: casino.description,
          theme_color: casino.themeColor,
          background_color: casino.themeColor,
          display: 'standalone',
          icons: [
            { src: casino.icons.any, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: casino.icons.maskable, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          // The promo frame always comes from the server, with its own policy: never from the
          // precache, and never answered with the app's page.
          globIgnores: ['**/node_modules/**/*', PROMO_FRAME_FILE],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [
            ...CONTROLLER_PATHS.map((path) => new RegExp(`^${path}`)),
            new RegExp(`/${PROMO_FRAME_FILE.replace('.', '\\.')}$`),
          ],
        },
      }),
      // After VitePWA's plugins, whose page transform puts the manifest's link into the head.
      installTagsAfterFirstScreen(),
    ],
    server,
    preview: server,
    // The catalog worker (casino-kit) is a module worker: ES output lets it share code-split chunks.
    worker: { format: 'es' },
    build: {
      target: 'es2023',
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // The entry, then the start-up code in three files (chunk-groups.ts); lazy routes keep their own chunks.
          codeSplitting: { groups: chunkGroups() },
        },
      },
    },
  });
}
