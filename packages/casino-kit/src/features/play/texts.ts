import play from '@lobby/ui/locales/en/play.json';
import tips from '../../shared/i18n/locales/en/tips.json';

/** English texts of the play screens (play, demo, sportsbook, random play, live dealer), added when one first loads. */
export const EN_PLAY = { tips, play } as const;
