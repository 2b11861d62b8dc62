import type { CarouselImage } from '../play/random-play-carousel.tsx';
import type { GameVersion } from '../play/provider-chooser.tsx';
import type { RandomPlayPick } from '../play/random-play-picker.tsx';

// Sample data for the play widget stories. Images are inline SVG so stories need no network.

/** A static demo slot machine, served beside the stories, standing in for a provider's game. */
export const DEMO_GAME_SRC = new URL('../play/story-assets/demo-slot.svg', import.meta.url).href;

export const GAME_NAME = 'Golden Pharaoh Megaways';

/** A tip as the app would pass it from its translations. */
export const LOADING_TIP = 'Set a budget before you play and take a short break every hour.';

interface Art {
  width: number;
  height: number;
  from: string;
  to: string;
  title: string;
  subtitle?: string;
  badge?: string;
  titleSize?: number;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A poster-like image: gradient, glow, title and an optional subtitle and badge. */
function art({ width, height, from, to, title, subtitle, badge, titleSize }: Art): string {
  const mid = width / 2;
  const size = titleSize ?? Math.round(width / 11);
  // A lone title sits in the middle; with a subtitle or badge the group is centred instead.
  const titleY = subtitle || badge ? height * 0.56 : height / 2 + size * 0.36;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="r" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="#fff2c4" stop-opacity="0.55"/><stop offset="1" stop-color="#fff2c4" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#r)"/>`,
    badge
      ? `<rect x="${mid - 90}" y="${height * 0.16}" width="180" height="40" rx="20" fill="#1b1403" opacity="0.75"/><text x="${mid}" y="${height * 0.16 + 27}" text-anchor="middle" font-size="18" font-weight="bold" fill="#ffd876" letter-spacing="3">${escapeXml(badge)}</text>`
      : '',
    `<text x="${mid}" y="${titleY}" text-anchor="middle" font-size="${size}" font-weight="bold" fill="#ffffff" stroke="#1b1403" stroke-opacity="0.35" stroke-width="2">${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="${mid}" y="${titleY + size * 0.95}" text-anchor="middle" font-size="${Math.round(size * 0.42)}" fill="#fff2c4">${escapeXml(subtitle)}</text>`
      : '',
    '</svg>',
  ];
  return `data:image/svg+xml;utf8,${encodeURIComponent(parts.join(''))}`;
}

function logo(letter: string, from: string, to: string): string {
  return art({ width: 112, height: 112, from, to, title: letter, titleSize: 64 });
}

const VERSION_A: GameVersion = { provider: 'aurora', providerName: 'Aurora Gaming', logoSrc: logo('A', '#6a4cf0', '#2b1a66') };
const VERSION_B: GameVersion = { provider: 'novaplay', providerName: 'NovaPlay', logoSrc: logo('N', '#0f766e', '#164e63') };
const VERSION_C: GameVersion = { provider: 'crown', providerName: 'Crown Studios', logoSrc: logo('C', '#b45309', '#7c2d12') };

export const TWO_VERSIONS: readonly GameVersion[] = [VERSION_A, VERSION_B];
export const THREE_VERSIONS: readonly GameVersion[] = [VERSION_A, VERSION_B, VERSION_C];
/** One logo that fails to load and one provider without a logo: both fall back to initials. */
export const VERSIONS_WITHOUT_LOGOS: readonly GameVersion[] = [
  { provider: 'broken', providerName: 'Broken Logo Games', logoSrc: 'data:image/png;base64,broken' },
  { provider: 'plain', providerName: 'Plain Provider' },
];

export const SYNTH = {
  loaderSrc: art({ width: 1280, height: 720, from: '#2b1a66', to: '#0b0e26', title: 'ROYAL AURORA', subtitle: 'Shuffling the deck…' }),
  reminderSrc: art({
    width: 680,
    height: 360,
    from: '#7b3fe4',
    to: '#c62a3a',
    title: '50 FREE SPINS',
    subtitle: 'Waiting for you. Claim now',
    badge: 'REMINDER',
  }),
  popupSrc: art({
    width: 720,
    height: 480,
    from: '#b45309',
    to: '#6a4cf0',
    title: 'MYSTERY BONUS',
    subtitle: 'You unlocked a surprise reward',
    badge: 'CONGRATS',
  }),
  linkReminder: '/promotions',
} as const;

const CAROUSEL_COLOURS = [
  ['Golden Pharaoh', '#7b3fe4', '#b97a12'],
  ['Lucky Sevens', '#c62a3a', '#7c2d12'],
  ['Aurora Riches', '#1f6feb', '#312e81'],
  ['Dragon Vault', '#0f766e', '#14532d'],
  ['Neon Fruits', '#be185d', '#4c1d95'],
] as const;

export const CAROUSEL_IMAGES: readonly CarouselImage[] = CAROUSEL_COLOURS.map(([title, from, to]) => ({
  src: art({ width: 800, height: 450, from, to, title: title.toUpperCase(), badge: 'RANDOM PICK' }),
  alt: title,
}));

export const LIVE_TITLE = 'Live Dealer';
export const SIGNUP_HREF = 'https://casino.example.com/signup';

/** Five random play picks over the carousel pictures; the second has no demo. */
export const RANDOM_PICKS: readonly RandomPlayPick[] = CAROUSEL_IMAGES.map((image, index) => ({
  key: `pick-${index}`,
  name: image.alt,
  image: image.src,
  href: `/play/pick-${index}`,
  demoHref: index === 1 ? undefined : `/demo/pick-${index}`,
  provider: index % 2 === 0 ? 'Aurora Studios' : undefined,
}));
