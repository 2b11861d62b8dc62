import { UI_TEXT_EN } from '@lobby/ui';

/** English texts of the application layer. */
export const APP_EN = {
  'boot.loading': 'Loading {{casino}}…',
  'home.title': 'Lobby',
  'home.welcomeGuest': 'Welcome to {{casino}}',
  'home.welcomePlayer': 'Welcome back, {{name}}',
  'home.catalogSummary': '{{games}} games from {{providers}} providers',
  'home.totalJackpot': 'Total jackpot',
  'home.staleCatalog': 'Showing the games from your last visit while the latest list loads.',
  'boot.misconfigured.title': 'This app does not fit this casino',
  'boot.misconfigured.text': 'The casino server runs another kind of lobby. The operator needs to check the app’s settings.',
} as const;

/** A key of the application texts. */
export type AppTextKey = keyof typeof APP_EN;

/** English resources: the application's texts and the widgets' texts. */
export const EN = { app: APP_EN, ui: UI_TEXT_EN };
