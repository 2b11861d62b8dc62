import type { SynthImage } from '../paths.ts';
import { hashString } from '../seed/prng.ts';
import { escapeXml, wrapTitle } from './svg.ts';

const FONT = 'font-family="system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif"';

function titleLines(title: string, x: number, y: number, size: number, width: number): string {
  const lines = wrapTitle(title, width).slice(0, 2);
  return lines.map((l, i) => `<tspan x="${x}" y="${y + i * size * 1.2}">${escapeXml(l)}</tspan>`).join('');
}

function loader(title: string, hue: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img"',
    ` aria-label="Loading ${escapeXml(title)}">`,
    `<rect width="480" height="270" fill="hsl(${hue},60%,14%)"/>`,
    `<circle cx="240" cy="110" r="44" fill="none" stroke="hsl(${hue},80%,30%)" stroke-width="10"/>`,
    `<path d="M240 66a44 44 0 0 1 44 44" fill="none" stroke="hsl(${(hue + 40) % 360},95%,65%)" stroke-width="10" stroke-linecap="round"/>`,
    `<text ${FONT} font-size="24" font-weight="800" fill="#fff" text-anchor="middle">${titleLines(title, 240, 200, 24, 30)}</text>`,
    '</svg>',
  ].join('');
}

function reminder(title: string, hue: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img"',
    ` aria-label="Top up to keep playing ${escapeXml(title)}">`,
    `<rect width="320" height="240" rx="18" fill="hsl(${hue},55%,22%)"/>`,
    `<rect x="8" y="8" width="304" height="224" rx="14" fill="none" stroke="hsl(${(hue + 60) % 360},90%,65%)" stroke-width="3" stroke-dasharray="6 6"/>`,
    `<text x="160" y="70" ${FONT} font-size="26" font-weight="800" fill="#fff" text-anchor="middle">Keep the reels turning</text>`,
    `<text ${FONT} font-size="18" fill="rgba(255,255,255,.85)" text-anchor="middle">${titleLines(title, 160, 110, 18, 28)}</text>`,
    `<rect x="90" y="170" width="140" height="40" rx="20" fill="hsl(${(hue + 60) % 360},90%,60%)"/>`,
    `<text x="160" y="196" ${FONT} font-size="18" font-weight="800" fill="#1c1a2e" text-anchor="middle">Deposit now</text>`,
    '</svg>',
  ].join('');
}

function popup(title: string, hue: number, seed: number): string {
  // A burst of rays and sparks, placed from the game's hash so each game has its own fireworks.
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    const x = Math.round(200 + Math.cos(angle) * 150);
    const y = Math.round(170 + Math.sin(angle) * 150);
    return `<line x1="200" y1="170" x2="${x}" y2="${y}" stroke="hsl(${(hue + i * 30) % 360},95%,65%)" stroke-width="4" stroke-linecap="round"/>`;
  });
  const sparks = Array.from({ length: 16 }, (_, i) => {
    const x = 20 + (((seed >>> (i % 24)) + i * 53) % 360);
    const y = 20 + (((seed >>> ((i + 7) % 24)) + i * 31) % 260);
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 4)}" fill="hsl(${(hue + i * 45) % 360},100%,75%)"/>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img"',
    ` aria-label="Fireworks: ${escapeXml(title)}">`,
    '<rect width="400" height="400" rx="24" fill="#0d0a1f"/>',
    ...rays,
    ...sparks,
    '<circle cx="200" cy="170" r="26" fill="#fff3b0"/>',
    `<text ${FONT} font-size="26" font-weight="900" fill="#fff" text-anchor="middle">${titleLines(title, 200, 350, 26, 24)}</text>`,
    '</svg>',
  ].join('');
}

/** The loader, reminder or fireworks popup image of a synthetic game; deterministic per game. */
export function synthImageSvg(shortname: string, title: string, image: SynthImage): string {
  const seed = hashString(`${shortname}:synth`);
  const hue = seed % 360;
  if (image === 'loader') return loader(title, hue);
  if (image === 'reminder') return reminder(title, hue);
  return popup(title, hue, seed);
}
