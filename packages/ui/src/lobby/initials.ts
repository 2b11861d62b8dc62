// Grapheme segmentation keeps flags, skin tones and other multi-code-point emoji whole.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

function firstGrapheme(text: string): string {
  if (!segmenter) return Array.from(text)[0] ?? '';
  for (const { segment } of segmenter.segment(text)) return segment;
  return '';
}

const WORD_START = /^[\p{L}\p{N}]/u;

/** Up to two initials of a name ("Golden Pharaoh" -> "GP"), for placeholders; "?" when there is nothing to show. */
export function initialsOf(name: string): string {
  const words = String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lettered = words.filter((word) => WORD_START.test(word));
  const picked = (lettered.length > 0 ? lettered : words).slice(0, 2);
  const letters = picked.map((word) => firstGrapheme(word).toLocaleUpperCase()).join('');
  return letters || '?';
}

/** A stable hue bucket (0..count-1) for a name, so a placeholder keeps its colour between renders. */
export function paletteIndex(name: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return Math.abs(hash) % Math.max(1, count);
}
