import { resolveTheme, type VariantId } from '@lobby/domain';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { type Mocked, vi } from 'vitest';
import { DepsContext } from '../shared/deps-context.tsx';
import { ProfileContext } from '../shared/profile-context.tsx';
import { createI18n } from '../shared/i18n/create-i18n.ts';
import type { CasinoProfile } from '../shared/profile.ts';
import { CasinoRoutes } from '../app/routes.tsx';
import { DEFAULT_SLOTS } from '../app/default-slots.tsx';
import { type SlotOverrides, SlotsProvider } from '../shared/slots.tsx';
import type { SiteNavigation } from '@lobby/casino-core';
import type { AppDeps, LobbyApi } from '@lobby/casino-core';
import { startApp } from '@lobby/casino-core';
import type { AppStore, StartOptions } from '@lobby/casino-core';
import { dataLayer } from '../shared/data-layer.ts';
import { FIRST_SCREEN_PARTS } from '../app/first-screen-parts.ts';
import { type MemoryNavigation, testProfile as coreTestProfile, testConfig, testDeps, testPlayer } from '@lobby/casino-core/testing';
// The screens the app loads on first use (React.lazy), loaded here once: a component test then waits
// for the screen, not for the first transform of its module on a cold, busy machine.
import '../shared/games/lock-modal.tsx';
import '../features/lobby/search-host.tsx';
import '../features/shell/mobile-menu.tsx';
import '../features/rewards/dfs-teaser-view.tsx';
import '../features/rewards/fifty-free-offer-view.tsx';

/** A casino profile for tests, with `overrides` on top. */
export const testProfile = (overrides: Partial<CasinoProfile> = {}): CasinoProfile => coreTestProfile<CasinoProfile>(overrides);

/** How the app's store starts for `profile`: with the app's own data layer, as the browser loads it. */
export const appStart = (profile: CasinoProfile): StartOptions => ({
  variant: profile.variant,
  optionOverrides: profile.options,
  jurisdiction: profile.jurisdiction,
  licence: profile.licence,
  loadDataLayer: async () => dataLayer,
  firstScreenParts: FIRST_SCREEN_PARTS,
});

/** What `renderApp` starts from; everything has a default. */
export interface RenderAppOptions {
  /** The address the app opens at, or the in-app history leading to it (the last entry is shown). */
  readonly route?: string | readonly string[];
  /** The in-memory dependencies; `testDeps()` when absent. */
  readonly deps?: AppDeps;
  /** The clock every dependency reads, in epoch milliseconds. */
  readonly now?: number;
  readonly profile?: Partial<CasinoProfile>;
  readonly slots?: SlotOverrides;
}

/** The rendered app and handles on what a test inspects or steers. */
export interface RenderedApp extends RenderResult {
  readonly deps: AppDeps;
  /** The fake controller: each call is a `vi.fn` whose answers the test sets. */
  readonly api: Mocked<LobbyApi>;
  readonly store: AppStore;
  /** Where the app left the page for (the casino's login, a full load, a new tab…), in order. */
  readonly navigation: MemoryNavigation;
  /** The in-app path shown now (path and query). */
  readonly path: () => string;
  /** How the page shown now was reached: a push, a replace or a move in the history. */
  readonly historyAction: () => NavigationType;
}

/** The recording navigation of `testDeps()`; a test that brings another one inspects its own. */
function recorded(navigation: SiteNavigation): MemoryNavigation {
  if (!('visits' in navigation)) throw new Error('the app renders over memoryNavigation() so that tests can see where it went');
  return navigation as MemoryNavigation;
}

/** jsdom has `<dialog>` without its methods; the modals (menu, search, lock) need them. */
function completeDialog(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = proto.show;
  proto.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * Renders the real routes with the store, English texts, profile and slots over in-memory
 * dependencies, the way `createCasinoApp` assembles them, but with a memory router.
 */
export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  completeDialog();
  const profile = testProfile(options.profile);
  const base = options.deps ?? testDeps();
  const deps: AppDeps = options.now === undefined ? base : { ...base, now: () => options.now as number };
  const theme = resolveTheme(null, false);
  const { store } = startApp(deps, appStart(profile), { theme, language: 'en', languageChosen: false }, null);
  const i18n = createI18n(deps.log);
  const entries = typeof options.route === 'string' ? [options.route] : [...(options.route ?? ['/'])];
  const shown: { location?: Location; action?: NavigationType } = {};
  const result = render(
    <ProfileContext value={profile}>
      <DepsContext value={deps}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <SlotsProvider defaults={DEFAULT_SLOTS} overrides={options.slots ?? profile.slots}>
              <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
                <CasinoRoutes />
                <ShownLocation into={shown} />
              </MemoryRouter>
            </SlotsProvider>
          </I18nextProvider>
        </Provider>
      </DepsContext>
    </ProfileContext>,
  );
  const path = () => (shown.location ? `${shown.location.pathname}${shown.location.search}` : '');
  const historyAction = () => {
    if (!shown.action) throw new Error('the app has not rendered a page yet');
    return shown.action;
  };
  return { ...result, deps, api: deps.api as Mocked<LobbyApi>, store, navigation: recorded(deps.navigation), path, historyAction };
}

/** Keeps the location the app shows (committed, not one a transition is still rendering) in `into`. */
function ShownLocation({ into }: { into: { location?: Location; action?: NavigationType } }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    into.location = location;
    into.action = action;
  }, [into, location, action]);
  return null;
}

/** Dependencies of a controller that knows `player` (logged in) for casino `config` overrides. */
export function playerDeps(api: Partial<LobbyApi> = {}, overrides: Partial<AppDeps> = {}, variant: VariantId = 'fusion'): AppDeps {
  const casino = testConfig({ is_fusion: variant === 'fusion' });
  return testDeps({ getConfig: vi.fn(async () => ({ casino, player: testPlayer() })), ...api }, overrides);
}

/** Dependencies of a controller that serves a guest, for `variant`. */
export function guestDeps(api: Partial<LobbyApi> = {}, overrides: Partial<AppDeps> = {}, variant: VariantId = 'fusion'): AppDeps {
  const casino = testConfig({ is_fusion: variant === 'fusion' });
  return testDeps({ getConfig: vi.fn(async () => ({ casino, player: null })), ...api }, overrides);
}

/** A hook rendered inside the app's providers, with the path it navigated to. */
export interface RenderedHook<Result> extends RenderHookResult<Result, unknown> {
  readonly deps: AppDeps;
  readonly store: AppStore;
  /** Where the hook left the page for, in order. */
  readonly navigation: MemoryNavigation;
  /** The in-app path shown now (path and query). */
  readonly path: () => string;
}

/** Reports the path the memory router shows. */
function Where({ onPath }: { onPath: (path: string) => void }) {
  const location = useLocation();
  onPath(`${location.pathname}${location.search}`);
  return null;
}

/**
 * Renders `hook` with the store (started over `deps`), profile and a memory router at `route`
 * (or the in-app history leading to it), for the application layer's hooks.
 */
export function renderAppHook<Result>(hook: () => Result, options: RenderAppOptions = {}): RenderedHook<Result> {
  const profile = testProfile(options.profile);
  const deps = options.deps ?? testDeps();
  const { store } = startApp(deps, appStart(profile), { theme: 'light', language: 'en', languageChosen: false }, null);
  const entries = typeof options.route === 'string' ? [options.route] : [...(options.route ?? ['/'])];
  let shown = entries.at(-1) ?? '/';
  const onPath = (path: string) => {
    shown = path;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ProfileContext value={profile}>
      <DepsContext value={deps}>
        <Provider store={store}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {children}
            <Where onPath={onPath} />
          </MemoryRouter>
        </Provider>
      </DepsContext>
    </ProfileContext>
  );
  const result = renderHook(hook, { wrapper });
  return { ...result, deps, store, navigation: recorded(deps.navigation), path: () => shown };
}
