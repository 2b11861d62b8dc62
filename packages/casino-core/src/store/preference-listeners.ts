import { resolveLanguage } from '@lobby/domain';
import { languageChosen, languageResolved, themeChosen } from './preferences-slice.ts';
import { configAnswered, selectConfig, selectOptions } from './selectors.ts';
import type { AppStartListening } from './listening.ts';

/** Persists display choices and applies them to the document. */
export function addPreferenceListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: themeChosen,
    effect: (action, api) => {
      api.extra.preferences.theme.write(action.payload, selectOptions(api.getState()).themeCookieDays);
      api.extra.applyDocument({ theme: action.payload });
    },
  });
  startListening({
    actionCreator: languageChosen,
    effect: (action, api) => {
      api.extra.preferences.language.write(action.payload);
      api.extra.applyDocument({ language: action.payload });
    },
  });
  // Once the casino's configured language is known it outranks the browser's guess.
  startListening({
    predicate: configAnswered,
    effect: (_action, api) => {
      const config = selectConfig(api.getState());
      if (config === null || api.getState().preferences.languageChosen) return;
      const { preferences } = api.extra;
      const language = resolveLanguage({
        stored: preferences.language.read(),
        cookie: preferences.siteLanguage(),
        configured: config.language,
        browser: preferences.browserLanguages(),
      });
      if (language !== api.getState().preferences.language) {
        api.dispatch(languageResolved(language));
        api.extra.applyDocument({ language });
      }
    },
  });
}
