import type { SlotSymbol } from '../play/slot.ts';
import type { SafeHtml } from './html.ts';

// Drawn, not emoji: a browser without an emoji font would show empty boxes on the reels.
const SHAPES: Readonly<Record<SlotSymbol, string>> = {
  cherry:
    '<path d="M22 40C26 24 34 14 46 10M42 40C42 26 44 18 46 10" stroke="#2e7d32" stroke-width="3" fill="none"/>' +
    '<circle cx="22" cy="46" r="11" fill="#d81b3c"/><circle cx="42" cy="46" r="11" fill="#c2185b"/>',
  lemon:
    '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#f9d71c" stroke="#c9a400" stroke-width="2"/><circle cx="10" cy="34" r="3" fill="#c9a400"/><circle cx="54" cy="34" r="3" fill="#c9a400"/>',
  bell: '<path d="M32 8c-11 0-17 9-17 20v12l-5 8h44l-5-8V28c0-11-6-20-17-20z" fill="#f2b705" stroke="#b07d00" stroke-width="2"/><circle cx="32" cy="53" r="5" fill="#b07d00"/>',
  star: '<polygon points="32,6 39,24 58,24 43,36 49,56 32,44 15,56 21,36 6,24 25,24" fill="#ffc107" stroke="#e09200" stroke-width="2"/>',
  seven: '<text x="32" y="53" text-anchor="middle" font-size="54" font-weight="900" font-family="Georgia,serif" fill="#d0021b">7</text>',
  diamond:
    '<polygon points="32,6 56,24 32,58 8,24" fill="#4fc3f7" stroke="#0277bd" stroke-width="2"/><path d="M8 24h48M20 24l12 34 12-34" stroke="#0277bd" stroke-width="2" fill="none"/>',
};

/** A hidden sprite of the reel symbols; each reel shows one through `<use href="#sym-...">`. */
export function symbolSprite(): SafeHtml {
  const symbols = Object.entries(SHAPES).map(([name, shape]) => `<symbol id="sym-${name}" viewBox="0 0 64 64">${shape}</symbol>`);
  return { safeHtml: `<svg width="0" height="0" class="sprite" aria-hidden="true" focusable="false">${symbols.join('')}</svg>` };
}

/** One reel showing `symbol`. */
export function reelGlyph(symbol: SlotSymbol): SafeHtml {
  return {
    safeHtml: `<span class="reel" data-symbol="${symbol}" aria-hidden="true"><svg viewBox="0 0 64 64" focusable="false"><use href="#sym-${symbol}"/></svg></span>`,
  };
}
