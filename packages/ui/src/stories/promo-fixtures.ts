import { PROMOS_TEXT_EN } from '../promos/promos-text.ts';

/** English texts for stories. */
export const TEXT = PROMOS_TEXT_EN;

/** A 3:1 picture that needs no network. */
export function picture(label: string, hue = 260, width = 1200, height = 400): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},60%,30%)"/><text x="50%" y="55%" text-anchor="middle" font-size="${Math.round(height / 6)}" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What the casino-kit sanitizer leaves of a hostile field: text and a link without its script. */
export const SANITIZED_HOSTILE = '<p>Offer details.</p><img src="/missing.png" alt=""><a>Claim now</a><div>overlay</div>';

export const parts = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds });
