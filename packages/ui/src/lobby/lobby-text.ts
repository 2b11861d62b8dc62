/**
 * Texts of the lobby widgets a page of games shows (game cards, rails, provider and theme tiles,
 * the total jackpot). A key ending in `_one` is the singular form i18next picks for a `count` of
 * one; the key without it is the plural.
 */
export const LOBBY_TEXT_EN = {
  'lobby.card.new': 'New',
  'lobby.card.preRelease': 'Pre-release',
  'lobby.card.jackpot': 'Jackpot',
  'lobby.card.boostMultiplier': '×{{factor}}',
  'lobby.card.boostMultiplierLabel': 'multiplied by {{factor}}',
  'lobby.card.boostBonus': '+ {{amount}}',
  'lobby.card.boostBonusLabel': 'boosted by {{amount}}',
  'lobby.card.favoriteAdd': 'Add {{name}} to favorites',
  'lobby.card.favoriteRemove': 'Remove {{name}} from favorites',
  'lobby.card.locked': 'Locked',
  'lobby.card.lockedLabel': '{{name}} is locked: see how to unlock it',
  'lobby.card.demo': 'Demo',
  'lobby.card.demoLabel': 'Demo: play {{name}} for fun',
  'lobby.rail.viewAll': 'View all',
  'lobby.rail.viewAllLabel': 'View all: {{title}}',
  'lobby.rail.previous': 'Previous: {{title}}',
  'lobby.rail.next': 'Next: {{title}}',
  'lobby.provider.gameCount': '{{count}} games',
  'lobby.provider.gameCount_one': '{{count}} game',
  'lobby.provider.explore': 'Explore',
  'lobby.provider.exploreLabel': 'Explore {{name}}',
  'lobby.jackpot.total': 'Total jackpot',
} as const satisfies Record<string, string>;
