// A colour written as a value: #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb()/hsl()/hwb()/lab()/lch()/
// oklab()/oklch() with a number inside. Named colours and `color-mix()` over tokens are not raw.
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+.\d]/gi;

/** The raw colour values written in `text`, each with its 1-based line, in order of appearance. */
export function rawColours(text: string): { readonly line: number; readonly value: string }[] {
  const found: { line: number; value: string; index: number }[] = [];
  for (const pattern of [HEX, FUNCTION]) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      found.push({ line: text.slice(0, index).split('\n').length, value: match[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ line, value }) => ({ line, value }));
}
