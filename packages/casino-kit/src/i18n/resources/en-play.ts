import { PLAY_TEXT_EN } from '@lobby/ui';

/** English texts of the play screens (play, demo, sportsbook, random play, live dealer), added when one first loads. */
export const EN_PLAY = {
  app: {
    'play.tip.1': 'Set yourself a budget before you play, and stick to it.',
    'play.tip.2': 'Tap the heart on any game to find it again in Favorites.',
    'play.tip.3': 'Jackpot multipliers run at set times: watch for the boost badge.',
    'play.tip.4': 'Your daily free spins refresh at midnight New York time.',
    'play.tip.5': 'Use the full screen button for the best view of the reels.',
    'play.tip.6': 'Check Promotions for bonuses that match your favorite games.',
    'play.tip.7': 'Take a break from time to time: the games will still be here.',
    'play.tip.8': 'Tournaments award prizes to the best players of the week.',
    'play.tip.9': 'Volatility tells you how often and how big a game pays.',
    'play.tip.10': 'Your recent games are waiting under Keep playing.',
    'play.tip.11': 'New games arrive every week: look for the New badge.',
    'play.tip.12': 'Need help? Our support team is there around the clock.',
  },
  ui: PLAY_TEXT_EN,
} as const;
