import '@lobby/ui/styles.css';
import { resolveLanguage, resolveTheme } from '@lobby/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type AppDeps, browserDeps, listenForInstallOffer, profileProblems, startApp } from '@lobby/casino-core';
import { DepsContext } from '../shared/deps-context.tsx';
import { ProfileContext } from '../shared/profile-context.tsx';
import { applyBrand } from './apply-brand.ts';
import { createI18n, switchLanguage } from '../shared/i18n/create-i18n.ts';
import type { CasinoProfile } from '../shared/profile.ts';
import { AppRouter } from './app-router.tsx';
import { CasinoRoutes } from './routes.tsx';
import { DEFAULT_SLOTS } from './default-slots.tsx';
import { FIRST_SCREEN_PARTS } from './first-screen-parts.ts';
import { SlotsProvider } from '../shared/slots.tsx';

/** A built casino app, ready to mount. */
export interface CasinoApp {
  mount(element: HTMLElement | null): void;
}

/** Builds the casino app that `profile` describes; `deps` replaces the browser's effects (tests). */
export function createCasinoApp(
  profile: CasinoProfile,
  deps: AppDeps = browserDeps(profile, { installable: import.meta.env.PROD }),
): CasinoApp {
  // The browser may make its install offer before the shell mounts, and makes it once.
  listenForInstallOffer(window);
  const problems = profileProblems(profile);
  if (problems.length > 0) throw new Error(`casino profile "${profile.key}" is invalid: ${problems.join('; ')}`);
  const { preferences } = deps;
  const language = resolveLanguage({
    stored: preferences.language.read(),
    cookie: preferences.siteLanguage(),
    browser: preferences.browserLanguages(),
  });
  const theme = resolveTheme(preferences.theme.read(), preferences.systemPrefersDark());
  const { store } = startApp(
    deps,
    {
      variant: profile.variant,
      optionOverrides: profile.options,
      jurisdiction: profile.jurisdiction,
      licence: profile.licence,
      // The data layer is a file of its own, asked for once the first screen's turn has come.
      loadDataLayer: async () => (await import('../shared/data-layer.ts')).dataLayer,
      firstScreenParts: FIRST_SCREEN_PARTS,
    },
    { theme, language, languageChosen: preferences.language.read() !== null },
  );
  const i18n = createI18n(deps.log);
  // The store decides the language; i18next follows it once the language's texts have loaded.
  let wanted = 'en';
  const follow = () => {
    const next = store.getState().preferences.language;
    if (next === wanted) return;
    wanted = next;
    void switchLanguage(i18n, next, deps.log);
  };
  follow();
  store.subscribe(follow);
  deps.applyDocument({ theme, language });

  return {
    mount(element) {
      if (!element) throw new Error('the casino app needs an element to mount into');
      applyBrand(profile.brand, element.ownerDocument);
      // The only error boundaries are the routes' (routes/route-boundary.tsx), which log what they catch
      // through deps.log; React's default would log it again as a console error.
      createRoot(element, { onCaughtError: () => {} }).render(
        <StrictMode>
          <ProfileContext value={profile}>
            <DepsContext value={deps}>
              <Provider store={store}>
                <I18nextProvider i18n={i18n}>
                  <SlotsProvider defaults={DEFAULT_SLOTS} overrides={profile.slots}>
                    <AppRouter basename={profile.basePath}>
                      <CasinoRoutes />
                    </AppRouter>
                  </SlotsProvider>
                </I18nextProvider>
              </Provider>
            </DepsContext>
          </ProfileContext>
        </StrictMode>,
      );
    },
  };
}
