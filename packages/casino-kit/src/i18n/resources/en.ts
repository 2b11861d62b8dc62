import { LOBBY_TEXT_EN, SHELL_TEXT_EN } from '@lobby/ui';
import type { EN_LISTS } from './en-lists.ts';
import type { EN_PLAY } from './en-play.ts';

/**
 * English texts of the application layer that the home and the shell show. The texts of the list
 * pages and of the play screens come with their chunks (`en-lists.ts`, `en-play.ts`).
 */
export const APP_EN = {
  'boot.loading': 'Loading {{casino}}…',
  'home.welcomeGuest': 'Welcome to {{casino}}',
  'home.welcomePlayer': 'Welcome back, {{name}}',
  'home.totalJackpot': 'Total jackpot',
  'home.staleCatalog': 'Showing the games from your last visit while the latest list loads.',
  'boot.misconfigured.title': 'This app does not fit this casino',
  'boot.misconfigured.text': 'The casino server runs another kind of lobby. The operator needs to check the app’s settings.',
  'notice.favorite_add.title': 'Added to favorites',
  'notice.favorite_add.message': '{{name}} is now in your favorites.',
  'notice.favorite_failed.title': 'Favorites not saved',
  'notice.favorite_failed.message': 'We could not save {{name}}. Please try again.',
  'notice.win.title': 'Nice win!',
  'notice.win.message': 'You won {{amount}} in your last game.',
  'notice.lose.title': 'Not this time',
  'notice.lose.message': 'That game cost you {{amount}}. Why not try {{suggestion}} next?',
  'notice.lowbalance.title': 'Low balance',
  'notice.lowbalance.message': 'Your balance is {{amount}}, below the {{minimum}} you need to keep playing. Top up now.',
  'section.keepplaying': 'Keep playing',
  'section.newgames': 'New games',
  'section.popular': 'Popular',
  'section.tournaments': 'Tournaments',
  'section.jackpots': 'Jackpots',
  'section.providers': 'Providers',
  'section.gameofthemonth': 'Game of the month',
  'section.themes': 'Themes',
  'section.topslots': 'Top slots',
  'section.classicgames': 'Classic games',
  'section.highvolatility': 'High volatility',
  'section.promotions': 'Promotions',
  'section.winners': 'Winners',
  'lobby.loginToFavorite': 'Log in to save your favorites',
} as const;

/** A key of the application texts, in any part. */
export type AppTextKey = keyof typeof APP_EN | keyof (typeof EN_LISTS)['app'] | keyof (typeof EN_PLAY)['app'];

/** English resources loaded with the app: its first screens' texts and the shell and lobby widgets'. */
export const EN = { app: APP_EN, ui: { ...SHELL_TEXT_EN, ...LOBBY_TEXT_EN } };
