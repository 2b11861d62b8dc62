import lobbyList from '@lobby/ui/locales/en/lobby-list.json';
import lists from './locales/en/lists.json';

/** English texts of the list pages, search and the lock modal, added when one of them first loads. */
export const EN_LISTS = { lists, 'lobby-list': lobbyList } as const;
