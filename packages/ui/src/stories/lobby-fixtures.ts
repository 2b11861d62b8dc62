import type { FilterPanelGroup } from '../lobby/filter-panel.tsx';
import type { CardJackpot } from '../lobby/game-card-badges.tsx';
import type { ProviderCardProps } from '../lobby/provider-card.tsx';
import type { SortMenuOption } from '../lobby/sort-menu.tsx';

// Sample lobby data for the stories: artwork is generated SVG, so the stories need no network.

function titleLines(title: string): string {
  const words = title.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [title];
  return lines.map((line, index) => `<tspan x="200" dy="${index === 0 ? 0 : 44}">${line.toUpperCase()}</tspan>`).join('');
}

/** Square game artwork (it crops well to landscape and portrait cards) as an SVG data URI. */
export function artwork(from: string, to: string, accent: string, title?: string): string {
  const text = title
    ? `<text x="200" y="${title.includes(' ') ? 196 : 218}" fill="#fff" font-family="Montserrat,Segoe UI,sans-serif" font-size="38" font-weight="800" text-anchor="middle" letter-spacing="1" stroke="${from}" stroke-width="6" paint-order="stroke">${titleLines(title)}</text>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="r" cx=".5" cy=".45" r=".55"><stop offset="0" stop-color="${accent}" stop-opacity=".85"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="190" r="210" fill="url(#r)"/>` +
    `<g fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="3"><circle cx="200" cy="190" r="120"/><circle cx="200" cy="190" r="150" stroke-dasharray="4 10"/></g>` +
    `<g fill="${accent}"><path d="M70 80l10 22 22 10-22 10-10 22-10-22-22-10 22-10z"/><path d="M330 300l7 15 15 7-15 7-7 15-7-15-15-7 15-7z"/><circle cx="335" cy="85" r="6"/><circle cx="62" cy="318" r="5"/></g>` +
    `${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PALETTES = [
  ['Golden Pharaoh', 'Aurora Gaming', '#2b1a66', '#7b3fe4', '#f4c04e'],
  ['Lucky Sevens', 'Crimson Reel', '#5c0f1f', '#c62a3a', '#ff9a5a'],
  ['Aurora Riches', 'Nebula Play', '#0b2a6b', '#1f6feb', '#67e8f9'],
  ['Dragon Vault', 'Royal Fox', '#06302b', '#0f766e', '#a3e635'],
  ['Midnight Roulette', 'Velvet Dice', '#14123d', '#312e81', '#a78bfa'],
  ['Blackjack Royale', 'Velvet Dice', '#04231a', '#0b3d2e', '#34d399'],
  ['Wild Buffalo', 'Gold Lantern', '#3b1a04', '#92400e', '#fbbf24'],
  ['Neon Fruits', 'Starlight Studios', '#4a0a2f', '#be185d', '#f9a8d4'],
  ['Pirate Plunder', 'Blue Comet', '#0a2238', '#155e75', '#fcd34d'],
  ['Mystic Wolf', 'Nebula Play', '#1e1b4b', '#4338ca', '#c4b5fd'],
  ['Diamond Empire', 'Aurora Gaming', '#111827', '#374151', '#e5e7eb'],
  ['Samurai Spins', 'Royal Fox', '#3f0d12', '#991b1b', '#fca5a5'],
] as const;

/** A game as the stories hand it to cards. */
export interface StoryGame {
  id: string;
  name: string;
  provider: string;
  thumbnail: string;
  isNew?: boolean;
  preRelease?: boolean;
  jackpot?: CardJackpot;
}

/** Twelve named games with title artwork. */
export const STORY_GAMES: readonly StoryGame[] = PALETTES.map(([name, provider, from, to, accent], index) => ({
  id: `game-${index + 1}`,
  name,
  provider,
  thumbnail: artwork(from, to, accent, name),
  isNew: index === 1 || index === 7,
  preRelease: index === 4,
  jackpot: index === 0 ? { amount: 1_284_330.5, currency: 'USD' } : index === 6 ? { amount: 48_210, currency: 'USD' } : undefined,
}));

const PLAIN_ART = PALETTES.map(([, , from, to, accent]) => artwork(from, to, accent));

/** `count` generated games named after the samples plus their position, e.g. "Lucky Sevens 20000". */
export function generateGames(count: number): StoryGame[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, provider] = PALETTES[index % PALETTES.length] as (typeof PALETTES)[number];
    return { id: `gen-${index + 1}`, name: `${name} ${index + 1}`, provider, thumbnail: PLAIN_ART[index % PLAIN_ART.length] as string };
  });
}

/** The casino's default thumbnail, shown when a game's own picture is missing. */
export const DEFAULT_THUMBNAIL = artwork('#1b2147', '#0a0d22', '#f4c04e', 'Royal Aurora');
/** Addresses that deliberately do not exist, to show the image fallbacks. */
export const MISSING_IMAGE = '/__missing__/thumbnail.webp';
export const MISSING_DEFAULT_IMAGE = '/__missing__/default-thumbnail.webp';

export const LONG_NAME =
  'Mega Fortune Wheel of the Seven Golden Pyramids of the Ancient Pharaohs Deluxe Edition: Extra Free Spins, Sticky Wilds, Cascading Reels, Expanding Multipliers and a Progressive Jackpot That Never Stops Growing Until Somebody Finally Wins It All — Supercalifragilisticexpialidociousultramegaspins Edition 2';
export const RTL_NAME = 'كنز الفراعنة الذهبي: لفات مجانية';
export const EMOJI_NAME = '🍒🍋🍉 Fruit Fiesta 🎰🔥💎👑🇫🇷👩🏽‍🚀🍒🍋🍉🎰🔥💎👑';

/** The sort menu of a game list. */
export const SORT_OPTIONS: readonly SortMenuOption[] = [
  { id: 'name-asc', label: 'Game A–Z' },
  { id: 'name-desc', label: 'Game Z–A' },
  { id: 'newest', label: 'Newest' },
  { id: 'top-jackpots', label: 'Top Jackpots' },
];

const PROVIDER_NAMES = [
  'Aurora Gaming',
  'Blue Comet',
  'Crimson Reel',
  'Gold Lantern',
  'Nebula Play',
  'Royal Fox',
  'Starlight Studios',
  'Velvet Dice',
  'Wildcard Labs',
  'Amber Peak',
  'Black Orchid',
  'Copper Kite',
  'Desert Rose',
  'Emerald Isle',
  'Frost Byte',
  'Granite Owl',
  'Harbor Lights',
  'Indigo Bay',
  'Jade Tiger',
  'Kingfisher',
  'Lunar Forge',
  'Marble Arch',
  'Northwind',
  'Opal Coast',
];

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** Provider logos: a monogram badge, like the small wordmark logos providers supply. */
function logo(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect x="4" y="14" width="72" height="72" rx="18" fill="${color}"/>` +
    `<text x="40" y="63" fill="#fff" font-family="Montserrat,sans-serif" font-size="34" font-weight="800" text-anchor="middle">${name[0]}</text>` +
    `<text x="88" y="60" fill="${color}" font-family="Montserrat,sans-serif" font-size="24" font-weight="800">${name.split(' ')[0]?.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LOGO_COLORS = ['#6a4cf0', '#1f6feb', '#c62a3a', '#c99100', '#0f766e', '#be185d'];

/** Provider cards of the directory; the third has a logo that fails to load. */
export const PROVIDERS: readonly (ProviderCardProps & { id: string })[] = PROVIDER_NAMES.slice(0, 9).map((name, index) => ({
  id: slug(name),
  name,
  logo: index === 2 ? MISSING_IMAGE : logo(name, LOGO_COLORS[index % LOGO_COLORS.length] as string),
  gameCount: [128, 64, 12, 212, 37, 90, 15, 48, 7][index] ?? 0,
  href: `/providers/${slug(name)}`,
}));

/** Filter groups: 24 providers (a multi-column list), 6 features, 10 themes; two selections. */
export const FILTER_GROUPS: readonly FilterPanelGroup[] = [
  {
    key: 'providers',
    label: 'Providers',
    options: PROVIDER_NAMES.map((name, index) => ({ value: slug(name), label: name, count: 200 - index * 7 })),
    selected: ['blue-comet', 'nebula-play'],
    multiColumn: true,
  },
  {
    key: 'features',
    label: 'Features',
    options: ['Free spins', 'Bonus buy', 'Megaways', 'Cascading reels', 'Sticky wilds', 'Hold and win'].map((label, index) => ({
      value: slug(label),
      label,
      count: 90 - index * 11,
    })),
    selected: [],
    multiColumn: false,
  },
  {
    key: 'themes',
    label: 'Themes',
    options: ['Animals', 'Asian', 'Egypt', 'Fruits', 'Irish', 'Mythology', 'Pirates', 'Space', 'Vikings', 'Wild West'].map(
      (label, index) => ({ value: slug(label), label, count: 60 - index * 4 }),
    ),
    selected: [],
    multiColumn: false,
  },
];
