import type { LobbyOptions } from '@lobby/domain';

/** Gap between grid cards in px: tighter on phones (under the `medium` band), where every pixel of card counts. */
export function gridGap(width: number, breakpoints: Pick<LobbyOptions['breakpoints'], 'medium'>): number {
  return width < breakpoints.medium ? 12 : 16;
}

/**
 * How many columns of cards at least `minCardWidth` wide fit in `width` px with `gap` between them;
 * never fewer than two once two cards of 120 px fit, because one card a row wastes a phone screen.
 */
export function gridColumns(width: number, minCardWidth: number, gap: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  const fit = Math.floor((width + gap) / (Math.max(1, minCardWidth) + gap));
  const phoneFloor = width + gap >= 2 * (120 + gap) ? 2 : 1;
  return Math.max(fit, phoneFloor, 1);
}

/** Number of rows `count` cards fill at `columns` a row. */
export function gridRows(count: number, columns: number): number {
  return count > 0 ? Math.ceil(count / Math.max(1, columns)) : 0;
}

/** Whether the last rendered row is within `threshold` rows of the end, the moment to ask for more. */
export function nearEnd(lastRenderedRow: number, rowCount: number, threshold: number): boolean {
  return rowCount > 0 && lastRenderedRow >= rowCount - 1 - threshold;
}
