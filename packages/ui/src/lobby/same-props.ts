function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  // Fresh closures from a parent re-render act on the same game; comparing them would re-render every card.
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  return sameProps(a as Record<string, unknown>, b as Record<string, unknown>, depth - 1);
}

/**
 * Equality for memoized cards: plain values by identity, nested option objects (`favorite`,
 * `jackpot.boost`) by their fields, and callbacks by presence only.
 */
export function sameProps(prev: Record<string, unknown>, next: Record<string, unknown>, depth = 2): boolean {
  const keys = Object.keys(prev);
  if (keys.length !== Object.keys(next).length) return false;
  return keys.every((key) => Object.hasOwn(next, key) && sameValue(prev[key], next[key], depth));
}
