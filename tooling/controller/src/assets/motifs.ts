// Drawn motifs for the generated artwork, each in a 100 x 100 box centred on (50, 50): coins,
// chips, gems and the like, coloured from the picture's palette. Drawn, not emoji, so every
// browser shows them.

/** The colours a motif is drawn in. */
export interface MotifColours {
  /** The main fill (gold on most art). */
  readonly main: string;
  /** A darker edge and detail colour. */
  readonly edge: string;
  /** A light highlight. */
  readonly light: string;
}

type Draw = (c: MotifColours) => string;

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const MOTIFS = {
  coin: (c) =>
    `<circle cx="50" cy="50" r="44" fill="${c.edge}"/><circle cx="50" cy="50" r="38" fill="${c.main}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${c.edge}" stroke-width="3"/>${star(50, 50, 17, c.light)}`,
  chip: (c) =>
    `<circle cx="50" cy="50" r="44" fill="${c.main}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="45" y="6" width="10" height="14" rx="2" fill="${c.light}" transform="rotate(${i * 45} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="27" fill="${c.edge}"/><circle cx="50" cy="50" r="21" fill="none" stroke="${c.light}" stroke-width="2" stroke-dasharray="4 4"/>`,
  gem: (c) =>
    `<polygon points="50,90 8,38 24,14 76,14 92,38" fill="${c.main}"/><polygon points="24,14 36,38 50,14" fill="${c.light}" opacity=".7"/><polygon points="76,14 64,38 50,14" fill="${c.edge}" opacity=".5"/><polygon points="8,38 92,38 50,90" fill="${c.edge}" opacity=".35"/><path d="M8 38h84M36 38l14 52 14-52" stroke="${c.edge}" stroke-width="2" fill="none"/>`,
  crown: (c) =>
    `<path d="M10 74 18 26l18 22 14-30 14 30 18-22 8 48z" fill="${c.main}" stroke="${c.edge}" stroke-width="3" stroke-linejoin="round"/><rect x="10" y="74" width="80" height="12" rx="3" fill="${c.edge}"/><circle cx="50" cy="60" r="6" fill="${c.light}"/><circle cx="30" cy="62" r="4" fill="${c.light}"/><circle cx="70" cy="62" r="4" fill="${c.light}"/>`,
  seven: (c) =>
    `<path d="M18 14h64v14L46 90H28l34-60H18z" fill="${c.main}" stroke="${c.edge}" stroke-width="4" stroke-linejoin="round"/><path d="M24 19h52" stroke="${c.light}" stroke-width="3" stroke-linecap="round"/>`,
  cherry: (c) =>
    `<path d="M30 62C36 38 50 22 70 12M66 62C64 42 66 26 70 12" stroke="${c.edge}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M70 12c8 2 16 8 18 16-10 0-16-6-18-16z" fill="${c.light}"/><circle cx="30" cy="70" r="18" fill="${c.main}"/><circle cx="66" cy="70" r="18" fill="${c.main}"/><circle cx="24" cy="64" r="5" fill="${c.light}" opacity=".8"/><circle cx="60" cy="64" r="5" fill="${c.light}" opacity=".8"/>`,
  clover: (c) =>
    `<g fill="${c.main}"><circle cx="36" cy="36" r="18"/><circle cx="64" cy="36" r="18"/><circle cx="36" cy="64" r="18"/><circle cx="64" cy="64" r="18"/></g><path d="M50 50c6 16 8 28 16 42" stroke="${c.edge}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="50" cy="50" r="7" fill="${c.light}"/>`,
  trophy: (c) =>
    `<path d="M28 10h44v26c0 14-10 24-22 24S28 50 28 36z" fill="${c.main}" stroke="${c.edge}" stroke-width="3"/><path d="M28 18H12c0 14 8 22 18 22M72 18h16c0 14-8 22-18 22" stroke="${c.main}" stroke-width="6" fill="none"/><rect x="44" y="58" width="12" height="16" fill="${c.edge}"/><rect x="28" y="74" width="44" height="14" rx="3" fill="${c.main}" stroke="${c.edge}" stroke-width="3"/>${star(50, 32, 11, c.light)}`,
  gift: (c) =>
    `<rect x="12" y="38" width="76" height="52" rx="5" fill="${c.main}"/><rect x="8" y="26" width="84" height="16" rx="4" fill="${c.edge}"/><rect x="44" y="26" width="12" height="64" fill="${c.light}"/><path d="M50 26C38 6 20 12 28 24c4 4 14 2 22 2zM50 26c12-20 30-14 22-2-4 4-14 2-22 2z" fill="${c.light}" stroke="${c.edge}" stroke-width="2"/>`,
  calendar: (c) =>
    `<rect x="10" y="18" width="80" height="72" rx="8" fill="${c.light}"/><rect x="10" y="18" width="80" height="22" rx="8" fill="${c.main}"/><rect x="26" y="8" width="8" height="18" rx="3" fill="${c.edge}"/><rect x="66" y="8" width="8" height="18" rx="3" fill="${c.edge}"/>${[0, 1, 2].map((i) => `<rect x="${20 + i * 22}" y="50" width="16" height="14" rx="3" fill="${i === 2 ? c.main : c.edge}" opacity="${i === 2 ? 1 : 0.45}"/>`).join('')}${[0, 1, 2].map((i) => `<rect x="${20 + i * 22}" y="70" width="16" height="12" rx="3" fill="${c.edge}" opacity=".3"/>`).join('')}`,
  cashback: (c) =>
    `<path d="M50 8a42 42 0 1 1-40 30" stroke="${c.main}" stroke-width="9" fill="none" stroke-linecap="round"/><polygon points="2,30 24,26 12,48" fill="${c.main}"/><circle cx="50" cy="50" r="26" fill="${c.edge}"/><text x="50" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="30" fill="${c.light}">%</text>`,
  ticket: (c) =>
    `<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16z" fill="${c.main}" stroke="${c.edge}" stroke-width="3"/><path d="M66 30v40" stroke="${c.edge}" stroke-width="3" stroke-dasharray="5 4"/>${star(36, 50, 12, c.light)}`,
  film: (c) =>
    `<rect x="6" y="18" width="88" height="64" rx="10" fill="${c.edge}"/><rect x="14" y="26" width="72" height="48" rx="6" fill="${c.main}"/><polygon points="42,36 66,50 42,64" fill="${c.light}"/>`,
  flag: (c) =>
    `<rect x="18" y="8" width="6" height="86" rx="3" fill="${c.edge}"/><path d="M24 12h60l-12 18 12 18H24z" fill="${c.main}"/>${[0, 1, 2].map((i) => `<rect x="${30 + i * 16}" y="16" width="8" height="8" fill="${c.light}"/><rect x="${38 + i * 16}" y="24" width="8" height="8" fill="${c.light}"/><rect x="${30 + i * 16}" y="32" width="8" height="8" fill="${c.light}"/>`).join('')}`,
  rocket: (c) =>
    `<path d="M50 6c18 12 24 34 18 58H32C26 40 32 18 50 6z" fill="${c.light}" stroke="${c.edge}" stroke-width="3"/><circle cx="50" cy="36" r="9" fill="${c.main}" stroke="${c.edge}" stroke-width="3"/><path d="M32 50 18 70l14-2M68 50l14 20-14-2" fill="${c.main}"/><path d="M40 66c2 14 6 22 10 28 4-6 8-14 10-28z" fill="${c.main}"/>`,
  bolt: (c) =>
    `<polygon points="58,4 18,56 46,56 38,96 82,40 54,40" fill="${c.main}" stroke="${c.edge}" stroke-width="3" stroke-linejoin="round"/>`,
  dice: (c) =>
    `<rect x="12" y="12" width="76" height="76" rx="16" fill="${c.light}" stroke="${c.edge}" stroke-width="3"/>${[
      [32, 32],
      [68, 32],
      [50, 50],
      [32, 68],
      [68, 68],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.main}"/>`)
      .join('')}`,
  spade: (c) =>
    `<rect x="14" y="6" width="72" height="88" rx="10" fill="${c.light}" stroke="${c.edge}" stroke-width="3"/><path d="M50 22c-14 14-24 22-24 34 0 8 6 13 13 13 5 0 8-2 10-5-1 8-4 12-8 16h18c-4-4-7-8-8-16 2 3 5 5 10 5 7 0 13-5 13-13 0-12-10-20-24-34z" fill="${c.edge}"/>`,
  wheel: (c) =>
    `<circle cx="50" cy="50" r="44" fill="${c.edge}"/>${Array.from({ length: 12 }, (_, i) => `<path d="M50 50 L50 10 A40 40 0 0 1 ${(50 + 40 * Math.sin(Math.PI / 6)).toFixed(1)} ${(50 - 40 * Math.cos(Math.PI / 6)).toFixed(1)} z" fill="${i % 2 === 0 ? c.main : c.light}" transform="rotate(${i * 30} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="10" fill="${c.edge}"/><circle cx="50" cy="50" r="5" fill="${c.light}"/>`,
  star: (c) => `${star(50, 52, 44, c.edge)}${star(50, 52, 36, c.main)}${star(44, 44, 10, c.light)}`,
} satisfies Record<string, Draw>;

/** A motif's name. */
export type MotifName = keyof typeof MOTIFS;

/** Every motif, for tests and pickers. */
export const MOTIF_NAMES = Object.keys(MOTIFS) as MotifName[];

/** Draws `name` centred on (x, y), `size` across, optionally turned by `rotate` degrees. */
export function motif(name: MotifName, x: number, y: number, size: number, colours: MotifColours, rotate = 0): string {
  const scale = size / 100;
  const turn = rotate === 0 ? '' : ` rotate(${rotate} 50 50)`;
  return `<g transform="translate(${(x - size / 2).toFixed(1)} ${(y - size / 2).toFixed(1)}) scale(${scale.toFixed(3)})${turn}">${MOTIFS[name](colours)}</g>`;
}

/** Four-pointed sparkles scattered from a seed over a w x h picture, kept out of `avoid` (x0, y0, x1, y1). */
export function sparkles(seed: number, w: number, h: number, colour: string, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = ((seed >>> (i % 16)) * (i + 7) * 37) % w;
    const y = ((seed >>> ((i + 5) % 16)) * (i + 3) * 53) % h;
    const r = 3 + (((seed >>> i) + i) % 7);
    return `<path d="M${x} ${y - r * 2}l${r * 0.5} ${r * 1.5} ${r * 1.5} ${r * 0.5}-${r * 1.5} ${r * 0.5}-${r * 0.5} ${r * 1.5}-${r * 0.5}-${r * 1.5}-${r * 1.5}-${r * 0.5} ${r * 1.5}-${r * 0.5}z" fill="${colour}" opacity="${(0.45 + (i % 5) * 0.1).toFixed(2)}"/>`;
  }).join('');
}
