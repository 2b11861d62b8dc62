/**
 * The item a key moves to in a vertical or horizontal list of `count` items: arrows step and
 * wrap, Home and End jump; null for any other key (or an empty list), so the key is left alone.
 */
export function rovingIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const from = Number.isInteger(current) && current >= 0 && current < count ? current : 0;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** `index` folded into 0..count-1; NaN, fractions and negatives land on a real item. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}
