import { hashString } from '../seed/prng.ts';
import { type MotifColours, type MotifName, motif, sparkles } from './motifs.ts';
import { escapeXml } from './svg.ts';

// Designed banner art for the showcase seed: promo banners (1200 x 400, the hero's and the promo
// cards' 3:1 slot) and tournament art (1200 x 400 for cards and the detail page, 600 x 400 for the
// detail page on a phone). The art carries the offer's figure and a line, never its own heading,
// which the lobby shows beside or over it: the hero lays its title and button over the bottom
// strip on wide screens, so that strip holds no text; the tournament badge sits top left.

const FONT = 'font-family="system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif"';
const GOLD: MotifColours = { main: '#f5c451', edge: '#9a6a10', light: '#fff4cf' };

interface Palette {
  readonly from: string;
  readonly to: string;
  readonly glow: string;
}

const PALETTES: readonly Palette[] = [
  { from: '#2a0f5c', to: '#8e1f7a', glow: '#ff7ad9' },
  { from: '#03343f', to: '#0b6e72', glow: '#5ef2d6' },
  { from: '#0d1440', to: '#3a2aa0', glow: '#8fa8ff' },
  { from: '#4a0d12', to: '#c2410c', glow: '#ffb36b' },
  { from: '#06301f', to: '#0f7a4a', glow: '#8ef5b0' },
  { from: '#1b1030', to: '#5b21b6', glow: '#c4a1ff' },
];

/** A palette in the casino's own colour (a `#rrggbb`), deepened and lit like the designed ones. */
export function brandPalette(hex: string): Palette {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const hue = d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const h = Math.round(hue * 60);
  return { from: `hsl(${h},65%,12%)`, to: `hsl(${h},60%,34%)`, glow: `hsl(${h},85%,70%)` };
}

/** What a banner shows: a figure, a line under it, and the motifs of its scene. */
interface Scene {
  /** One of PALETTES, or `brand`: the casino's own colour (the hero's promo). */
  readonly palette: number | 'brand';
  readonly figure: string;
  readonly line: string;
  readonly motifs: readonly [MotifName, MotifName, MotifName];
}

/** The promos' scenes; amounts in the casino's currency. */
function promoScene(id: string, money: (amount: number) => string): Scene {
  switch (id) {
    case 'weekend-reload':
      return { palette: 'brand', figure: '50%', line: `up to ${money(200)} + 25 free spins`, motifs: ['calendar', 'coin', 'gift'] };
    case 'daily-cashback':
      return { palette: 1, figure: '10%', line: 'back on your losses, every day', motifs: ['cashback', 'coin', 'star'] };
    case 'monthly-drop':
      return { palette: 2, figure: money(10_000), line: 'in cash prizes, twice a month', motifs: ['gift', 'coin', 'gem'] };
    case 'video-spin-fest':
      return { palette: 3, figure: '500', line: 'free spins in Friday’s draw', motifs: ['film', 'ticket', 'star'] };
    case 'welcome-match':
      return { palette: 4, figure: '100%', line: `up to ${money(500)} + 50 free spins`, motifs: ['gift', 'crown', 'coin'] };
    default:
      return { palette: hashString(id) % PALETTES.length, figure: '', line: '', motifs: ['star', 'coin', 'gem'] };
  }
}

function backdrop(w: number, h: number, p: Palette, glowX: number, glowY: number, seed: number): string {
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const x = glowX + Math.cos(a) * w;
    const y = glowY + Math.sin(a) * w;
    const b = a + Math.PI / 28;
    return `<polygon points="${glowX},${glowY} ${x.toFixed(0)},${y.toFixed(0)} ${(glowX + Math.cos(b) * w).toFixed(0)},${(glowY + Math.sin(b) * w).toFixed(0)}" fill="#fff" opacity=".05"/>`;
  });
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${(glowX / w).toFixed(2)}" cy="${(glowY / h).toFixed(2)}" r="${(h / w).toFixed(2)}" gradientTransform="scale(1 1)"><stop offset="0" stop-color="${p.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    ...rays,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<g fill="none" stroke="${p.glow}" stroke-opacity=".35" stroke-width="3"><circle cx="${glowX}" cy="${glowY}" r="${Math.round(h * 0.42)}"/><circle cx="${glowX}" cy="${glowY}" r="${Math.round(h * 0.55)}" stroke-dasharray="6 14"/></g>`,
    sparkles(seed, w, h, '#fff', 16),
    `<rect width="${w}" height="${h}" fill="url(#fade)"/>`,
  ].join('');
}

function figureText(x: number, y: number, size: number, text: string, anchor = 'start'): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="900" fill="${GOLD.main}" stroke="${GOLD.edge}" stroke-width="${Math.round(size / 22)}" paint-order="stroke" text-anchor="${anchor}" letter-spacing="-2">${escapeXml(text)}</text>`;
}

function lineText(x: number, y: number, size: number, text: string, anchor = 'start'): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="700" fill="#fff" stroke="rgba(0,0,0,.35)" stroke-width="4" paint-order="stroke" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/** A promo's banner, 1200 x 400: its figure and line on the left, its scene on the right; the hero's promo in the casino's colour. */
export function promoBannerSvg(id: string, money: (amount: number) => string, brandColour?: string): string {
  const [w, h] = [1200, 400];
  const scene = promoScene(id, money);
  const own = scene.palette === 'brand' ? (brandColour ? brandPalette(brandColour) : undefined) : PALETTES[scene.palette];
  const p = own ?? (PALETTES[0] as Palette);
  const [a, b, c] = scene.motifs;
  // The figure shrinks for a long amount so it stays clear of the scene.
  const figureSize = Math.min(150, Math.floor(560 / Math.max([...scene.figure].length * 0.68, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    backdrop(w, h, p, 930, 180, hashString(id)),
    motif(b, 790, 110, 120, GOLD, -12),
    motif(a, 945, 175, 230, GOLD),
    motif(c, 1110, 95, 120, GOLD, 14),
    motif('coin', 1090, 300, 80, GOLD, 8),
    motif('coin', 805, 285, 64, GOLD, -20),
    scene.figure ? figureText(64, 60 + figureSize * 0.82, figureSize, scene.figure) : '',
    scene.line ? lineText(70, 60 + figureSize * 0.82 + 62, 44, scene.line) : '',
    '</svg>',
  ].join('');
}

/** The video promo's frame `t` of `frames`: the banner with its scene turning and its sparkles moving. */
export function promoVideoFrameSvg(id: string, money: (amount: number) => string, t: number, frames: number): string {
  const base = promoBannerSvg(id, money);
  const angle = ((t / frames) * 360).toFixed(1);
  const pulse = (1 + 0.06 * Math.sin((t / frames) * Math.PI * 2)).toFixed(3);
  // A ring of light turns around the scene and the figure breathes.
  return base
    .replace(
      '</svg>',
      `<g transform="rotate(${angle} 945 175)"><circle cx="945" cy="175" r="170" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-dasharray="40 520"/></g></svg>`,
    )
    .replace(
      /<text x="64" y="([\d.]+)"/,
      (_m, y) => `<text transform="translate(64 ${y}) scale(${pulse}) translate(-64 -${y})" x="64" y="${y}"`,
    );
}

interface TournamentScene {
  readonly palette: number;
  readonly line: string;
  readonly motifs: readonly [MotifName, MotifName];
}

const TOURNAMENT_SCENES: Readonly<Record<string, TournamentScene>> = {
  '101': { palette: 3, line: 'Spin · Climb · Win', motifs: ['rocket', 'bolt'] },
  '102': { palette: 5, line: 'Big stakes, bigger prizes', motifs: ['crown', 'chip'] },
  '201': { palette: 1, line: 'Every spin scores', motifs: ['flag', 'star'] },
  '202': { palette: 2, line: 'Race to the top', motifs: ['rocket', 'gem'] },
};
const FINISHED_LINES = ['Top 50 paid', 'Every spin scores', 'Climb the board', 'Prizes for 50', 'Race to the top', 'Spin to win'];
const FINISHED_MOTIFS: readonly (readonly [MotifName, MotifName])[] = [
  ['clover', 'coin'],
  ['cherry', 'star'],
  ['star', 'bolt'],
  ['gem', 'crown'],
  ['flag', 'coin'],
  ['seven', 'star'],
];

function tournamentScene(id: string): TournamentScene {
  const own = TOURNAMENT_SCENES[id];
  if (own) return own;
  const i = hashString(id) % FINISHED_LINES.length;
  return { palette: i % PALETTES.length, line: FINISHED_LINES[i] ?? '', motifs: FINISHED_MOTIFS[i] ?? ['star', 'coin'] };
}

/** A podium of three with a trophy on the first place, centred on x, standing on y. */
function podium(x: number, y: number, scale: number, p: Palette): string {
  const step = (dx: number, height: number, place: string, shade: string) =>
    `<rect x="${dx - 48}" y="${-height}" width="96" height="${height}" rx="6" fill="${shade}"/><rect x="${dx - 48}" y="${-height}" width="96" height="10" rx="5" fill="#fff" opacity=".35"/><text x="${dx}" y="${-height + 56}" ${FONT} font-size="44" font-weight="900" fill="${p.from}" text-anchor="middle">${place}</text>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${step(-100, 90, '2', '#d9dce8')}${step(100, 66, '3', '#e7a76b')}${step(0, 124, '1', GOLD.main)}${motif('trophy', 0, -190, 120, GOLD)}</g>`;
}

/** A tournament's art: 1200 x 400 (`desktop`) or 600 x 400 (`mobile`); its line and scene, never its name. */
export function tournamentArtSvg(id: string, size: 'desktop' | 'mobile'): string {
  const scene = tournamentScene(id);
  const p = PALETTES[scene.palette] ?? (PALETTES[0] as Palette);
  const seed = hashString(`tournament:${id}`);
  const [m1, m2] = scene.motifs;
  if (size === 'mobile') {
    const [w, h] = [600, 400];
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
      backdrop(w, h, p, 300, 190, seed),
      motif(m1, 110, 150, 110, GOLD, -10),
      motif(m2, 490, 150, 110, GOLD, 10),
      podium(300, 320, 0.95, p),
      lineText(300, 372, 36, scene.line, 'middle'),
      '</svg>',
    ].join('');
  }
  const [w, h] = [1200, 400];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    backdrop(w, h, p, 880, 200, seed),
    motif(m1, 660, 130, 140, GOLD, -10),
    motif(m2, 1100, 120, 130, GOLD, 12),
    podium(880, 370, 1.05, p),
    lineText(64, 300, 56, scene.line),
    '</svg>',
  ].join('');
}
