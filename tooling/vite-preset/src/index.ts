import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** What differs between casino apps in their build and dev servers. */
export interface CasinoViteOptions {
  /** Dev and preview server port. */
  readonly port: number;
  /** The controller the dev and preview servers forward `/app/` and `/site/` to. */
  readonly controllerUrl: string;
  /** Where the app is served (the profile's basePath). */
  readonly basePath: string;
  /** Web app manifest. */
  readonly manifest: { readonly name: string; readonly shortName: string; readonly themeColor: string };
}

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

/** The browser's colour for the casino (its brand's `themeColor`) in index.html, from the same value as the manifest's. */
function themeColorMeta(color: string): Plugin {
  return {
    name: 'lobby-theme-color',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: color }, injectTo: 'head' }],
  };
}

/** The Vite configuration of a casino app. */
export function casinoViteConfig(options: CasinoViteOptions): UserConfig {
  const proxy = Object.fromEntries(CONTROLLER_PATHS.map((path) => [path, { target: options.controllerUrl, changeOrigin: false }]));
  const server = { port: options.port, strictPort: true, host: '127.0.0.1', proxy };
  return defineConfig({
    base: options.basePath,
    plugins: [
      react(),
      themeBeforePaint(),
      themeColorMeta(options.manifest.themeColor),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: 'script-defer',
        manifest: {
          name: options.manifest.name,
          short_name: options.manifest.shortName,
          theme_color: options.manifest.themeColor,
          background_color: options.manifest.themeColor,
          display: 'standalone',
          start_url: options.basePath,
          scope: options.basePath,
          icons: [
            { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: 'icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: CONTROLLER_PATHS.map((path) => new RegExp(`^${path}`)),
        },
      }),
    ],
    server,
    preview: server,
    build: {
      target: 'es2023',
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // What the first page imports statically goes into one file: it all loads up front anyway,
          // and cut into a dozen shared chunks it compresses worse and costs a request per piece.
          // Lazy routes and widgets keep their own chunks.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
  });
}
