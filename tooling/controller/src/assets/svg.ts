import { hashString } from '../seed/prng.ts';
import { type MotifName, motif, sparkles } from './motifs.ts';

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Thumbnail shapes the lobby asks for. */
export type Orientation = 'portrait' | 'landscape';

const SIZES: Readonly<Record<Orientation, { w: number; h: number; chars: number }>> = {
  portrait: { w: 300, h: 400, chars: 13 },
  landscape: { w: 480, h: 270, chars: 20 },
};
const MAX_LINES = 4;

/** Splits a title into at most four lines of about `width` characters, with an ellipsis when cut. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]}\u2026`;
  return kept;
}

function palette(key: string): { a: string; b: string; accent: string } {
  const h = hashString(key);
  const hue = h % 360;
  const shift = 40 + ((h >>> 9) % 80);
  return { a: `hsl(${hue},70%,34%)`, b: `hsl(${(hue + shift) % 360},75%,14%)`, accent: `hsl(${(hue + 180) % 360},90%,70%)` };
}

// The motif a game's art shows, from its first theme, else its category, else its name's hash.
const THEME_MOTIFS: Readonly<Record<string, MotifName>> = {
  pirates: 'coin',
  treasure: 'gem',
  'wild-west': 'star',
  egyptian: 'crown',
  'ancient-greece': 'crown',
  aztec: 'crown',
  rome: 'crown',
  gods: 'bolt',
  mythology: 'bolt',
  fruits: 'cherry',
  irish: 'clover',
  dragons: 'gem',
  fantasy: 'gem',
  magic: 'star',
  space: 'rocket',
  gems: 'gem',
  luxury: 'crown',
  gold: 'coin',
  classic: 'seven',
  sevens: 'seven',
  christmas: 'gift',
  easter: 'gift',
  sports: 'trophy',
  cars: 'flag',
  neon: 'bolt',
  music: 'star',
  vikings: 'crown',
  circus: 'ticket',
  movies: 'film',
};
const CATEGORY_MOTIFS: Readonly<Record<string, MotifName>> = {
  'table-games': 'spade',
  'video-poker': 'spade',
  'live-dealer': 'chip',
  'live-casino': 'chip',
  'specialty-games': 'wheel',
  'crypto-games': 'coin',
};
const FALLBACK_MOTIFS: readonly MotifName[] = ['star', 'coin', 'gem', 'seven', 'clover', 'crown', 'bolt', 'cherry'];

/** The motif of a game's art. */
export function gameMotif(shortname: string, category: string, themes: readonly string[]): MotifName {
  const byTheme = themes.map((t) => THEME_MOTIFS[t]).find((m) => m !== undefined);
  return byTheme ?? CATEGORY_MOTIFS[category] ?? (FALLBACK_MOTIFS[hashString(shortname) % FALLBACK_MOTIFS.length] as MotifName);
}

/** What a game's thumbnail is drawn from. */
export interface ThumbnailGame {
  readonly shortname: string;
  readonly title: string;
  readonly providerName: string;
  readonly category?: string;
  readonly themes?: readonly string[];
}

/** A game thumbnail: a gradient, a glow, rings, sparkles, the game's motif and its title; deterministic per game. */
export function gameThumbnailSvg(game: ThumbnailGame, orientation: Orientation): string {
  const { shortname, title, providerName } = game;
  const { w, h, chars } = SIZES[orientation];
  const { a, b, accent } = palette(shortname);
  const seed = hashString(`${shortname}:orbs`);
  const portrait = orientation === 'portrait';
  // The motif sits above the title on a portrait card, beside it on a landscape one.
  const [mx, my, ms] = portrait ? [w / 2, h * 0.33, 150] : [w * 0.24, h * 0.46, 150];
  const colours = { main: accent, edge: b, light: '#fff' };
  const lines = wrapTitle(title, portrait ? chars : 13);
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  const textWidth = portrait ? w - 28 : w * 0.55;
  // Bold glyphs average ~0.62 em: shrink the font until the longest line fits with a margin.
  const size = Math.min(portrait ? 34 : 36, Math.floor(textWidth / (longest * 0.62)));
  const tx = portrait ? w / 2 : w * 0.7;
  const top = portrait ? h * 0.66 - ((lines.length - 1) * size * 1.15) / 2 : h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const tspans = lines.map((l, i) => `<tspan x="${tx}" y="${Math.round(top + i * size * 1.15)}">${escapeXml(l)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    `<radialGradient id="r" cx="${(mx / w).toFixed(2)}" cy="${(my / h).toFixed(2)}" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".7"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#r)"/>`,
    `<g fill="none" stroke="${accent}" stroke-opacity=".5" stroke-width="3"><circle cx="${mx}" cy="${my}" r="${ms * 0.62}"/><circle cx="${mx}" cy="${my}" r="${ms * 0.8}" stroke-dasharray="4 10"/></g>`,
    sparkles(seed, w, h, accent, 7),
    motif(gameMotif(shortname, game.category ?? '', game.themes ?? []), mx, my, ms * 0.82, colours),
    `<text font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle" paint-order="stroke" stroke="rgba(0,0,0,.45)" stroke-width="5">${tspans}</text>`,
    `<text x="${w / 2}" y="${h - 16}" font-family="system-ui,sans-serif" font-size="14" font-weight="600" letter-spacing="1" fill="rgba(255,255,255,.85)" text-anchor="middle">${escapeXml(providerName.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

const EMBLEMS = [
  (c: string) => `<circle cx="40" cy="40" r="26" fill="${c}"/>`,
  (c: string) => `<polygon points="40,12 64,26 64,54 40,68 16,54 16,26" fill="${c}"/>`,
  (c: string) => `<path d="M40 12 64 22v18c0 16-10 24-24 30-14-6-24-14-24-30V22z" fill="${c}"/>`,
  (c: string) => `<rect x="16" y="16" width="48" height="48" rx="12" fill="${c}" transform="rotate(45 40 40)"/>`,
];

/** A provider wordmark: an emblem with the monogram, the name, and a rule in the studio's colour. */
export function providerLogoSvg(shortname: string, name: string): string {
  const { a, b, accent } = palette(shortname);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const [first = name, ...rest] = name.split(/\s+/);
  const second = rest.join(' ');
  const size = Math.min(24, Math.floor(300 / Math.max([...first].length, 1)));
  const squeeze = (text: string, px: number) =>
    [...text].length * px * 0.6 > 150 ? ' textLength="150" lengthAdjust="spacingAndGlyphs"' : '';
  const emblem = EMBLEMS[hashString(shortname) % EMBLEMS.length] as (c: string) => string;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img"',
    ` aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    '<rect width="240" height="80" rx="14" fill="url(#g)"/>',
    emblem(accent),
    `<text x="40" y="41" font-family="system-ui,sans-serif" font-weight="900" font-size="19" fill="${b}" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>`,
    `<text x="78" y="${second ? 35 : 42}" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" letter-spacing=".5" fill="#fff" dominant-baseline="middle"${squeeze(first, size)}>${escapeXml(first.toUpperCase())}</text>`,
    second
      ? `<text x="79" y="57" font-family="system-ui,sans-serif" font-weight="600" font-size="13" letter-spacing="2" fill="rgba(255,255,255,.78)" dominant-baseline="middle"${squeeze(second, 13)}>${escapeXml(second.toUpperCase())}</text>`
      : '',
    '</svg>',
  ].join('');
}
