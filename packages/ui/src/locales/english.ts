import type { UiMarketResources, UiResources, UiTextKey } from '../ui-text.ts';
import lobbyList from './en/lobby-list.json';
import lobby from './en/lobby.json';
import menu from './en/menu.json';
import messages from './en/messages.json';
import play from './en/play.json';
import rewards from './en/rewards.json';
import promos from './en/promos.json';
import protection from './en/protection.json';
import shell from './en/shell.json';

// A module of its own, which the app does not import: it holds every English text at once.

/** The widgets' English texts by namespace. */
export const UI_TEXTS_EN: UiResources = { shell, menu, lobby, 'lobby-list': lobbyList, play, messages, rewards, promos };

/** The player-protection widgets' English texts, by namespace. */
export const UI_MARKET_TEXTS_EN: UiMarketResources = { protection };

/** Every text the widgets show, in English, in one table: the defaults of stories and tests. */
export const UI_TEXT_EN: Readonly<Record<UiTextKey, string>> = {
  ...shell,
  ...menu,
  ...lobby,
  ...lobbyList,
  ...play,
  ...messages,
  ...rewards,
  ...promos,
  ...protection,
};
