import { hashString } from '../seed/prng.ts';

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
  return { a: `hsl(${hue},70%,32%)`, b: `hsl(${(hue + shift) % 360},75%,18%)`, accent: `hsl(${(hue + 180) % 360},90%,70%)` };
}

/** A game thumbnail: a gradient, a few orbs and the title; deterministic per game. */
export function gameThumbnailSvg(shortname: string, title: string, providerName: string, orientation: Orientation): string {
  const { w, h, chars } = SIZES[orientation];
  const { a, b, accent } = palette(shortname);
  const seed = hashString(`${shortname}:orbs`);
  const orbs = [0, 1, 2].map((i) => {
    const cx = (seed >>> (i * 5)) % w;
    const cy = (seed >>> (i * 7 + 3)) % h;
    const r = 30 + ((seed >>> (i * 3)) % 70);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="0.${12 + i * 6}"/>`;
  });
  const lines = wrapTitle(title, chars);
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  // Bold glyphs average ~0.62 em: shrink the font until the longest line fits with a margin.
  const size = Math.min(orientation === 'portrait' ? 34 : 38, Math.floor((w - 28) / (longest * 0.62)));
  const top = h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const tspans = lines.map((l, i) => `<tspan x="${w / 2}" y="${Math.round(top + i * size * 1.15)}">${escapeXml(l)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    ...orbs,
    `<text font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle" paint-order="stroke" stroke="rgba(0,0,0,.35)" stroke-width="3">${tspans}</text>`,
    `<text x="${w / 2}" y="${h - 18}" font-family="system-ui,sans-serif" font-size="14" fill="rgba(255,255,255,.8)" text-anchor="middle">${escapeXml(providerName)}</text>`,
    '</svg>',
  ].join('');
}

/** A provider wordmark: monogram badge plus name. */
export function providerLogoSvg(shortname: string, name: string): string {
  const { a, b } = palette(shortname);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const size = Math.min(22, Math.floor(300 / Math.max([...name].length, 1)));
  // Long names are squeezed to fit rather than clipped at the badge's edge.
  const fit = [...name].length * size * 0.58 > 152 ? ' textLength="152" lengthAdjust="spacingAndGlyphs"' : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img"',
    ` aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    '<rect width="240" height="80" rx="14" fill="url(#g)"/>',
    '<circle cx="40" cy="40" r="24" fill="rgba(255,255,255,.18)"/>',
    `<text x="40" y="41" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>`,
    `<text x="74" y="41" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff" dominant-baseline="middle"${fit}>${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
