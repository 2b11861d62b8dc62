import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { gridColumns, gridGap, gridRows, nearEnd } from './grid-layout.ts';
import { useUi } from '../ui-context.tsx';
import { useCardHeight, useGridGeometry } from './use-grid-geometry.ts';

/** What the rows need of the grid's props. */
export interface RowsProps<T> {
  games: readonly T[];
  getKey: (game: T) => string;
  renderCard: (game: T, index: number) => ReactNode;
  label: string;
  onEndReached?: () => void;
  minCardWidth: number;
  portrait: boolean;
}

/** The part of a window or element virtualizer the rows use. */
interface RowVirtualizer {
  getVirtualItems(): VirtualItem[];
  getTotalSize(): number;
  measure(): void;
}

const OVERSCAN_ROWS = 1;
const END_THRESHOLD_ROWS = 3;
/** Height of a card under its picture (two name lines, the provider line, padding). */
const CARD_BODY_PX = 76;

/** Columns, row size and offset of the list, and the virtualizer options they give. */
function useRowLayout<T>(props: RowsProps<T>, scroller: RefObject<HTMLElement | null> | null) {
  const listRef = useRef<HTMLUListElement>(null);
  const { width, top } = useGridGeometry(listRef, scroller);
  const gap = gridGap(width, useUi().options.breakpoints);
  const columns = gridColumns(width, props.minCardWidth, gap);
  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : props.minCardWidth;
  const [rowHeight, measureRef] = useCardHeight(Math.round(columnWidth * (props.portrait ? 4 / 3 : 3 / 4)) + CARD_BODY_PX);
  const options = {
    count: gridRows(props.games.length, columns),
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    gap,
  };
  return { listRef, measureRef, columns, rowHeight, top, gap, options };
}

type RowLayout = ReturnType<typeof useRowLayout>;

function useEndReached(lastRow: number, rowCount: number, itemCount: number, onEndReached?: () => void) {
  const latest = useRef(onEndReached);
  latest.current = onEndReached;
  const near = nearEnd(lastRow, rowCount, END_THRESHOLD_ROWS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page while still near the end asks again.
  useEffect(() => {
    if (near) latest.current?.();
  }, [near, itemCount]);
}

/** Keys for the rendered slice; a repeated key (duplicate ids in the data) gets its position appended. */
function sliceKeys<T>(games: readonly T[], start: number, end: number, getKey: (game: T) => string): string[] {
  const seen = new Set<string>();
  const keys: string[] = [];
  for (let index = start; index < end; index += 1) {
    const key = getKey(games[index] as T);
    keys.push(seen.has(key) ? `${key}~${index}` : key);
    seen.add(key);
  }
  return keys;
}

function RowList<T>({ props, layout, virtualizer }: { props: RowsProps<T>; layout: RowLayout; virtualizer: RowVirtualizer }) {
  const { games, renderCard } = props;
  const { columns, rowHeight, top } = layout;
  // Rows are sized from one measurement, so a new measurement (or column count) re-lays every row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sizes are the trigger; measure() reads them itself.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight, columns]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  useEndReached(last?.index ?? -1, layout.options.count, games.length, props.onEndReached);
  const start = first ? first.index * columns : 0;
  const end = last ? Math.min(games.length, (last.index + 1) * columns) : 0;
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: layout.gap,
    paddingTop: first ? first.start - top : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - top)) : 0,
  };
  return (
    <ul ref={layout.listRef} className="lb-game-grid__list" aria-label={props.label} style={style}>
      {sliceKeys(games, start, end, props.getKey).map((key, offset) => (
        <li key={key} ref={offset === 0 ? layout.measureRef : undefined} aria-setsize={games.length} aria-posinset={start + offset + 1}>
          {renderCard(games[start + offset] as T, start + offset)}
        </li>
      ))}
    </ul>
  );
}

/** Rows virtualized against the window scroll. */
export function WindowRows<T>(props: RowsProps<T>) {
  const layout = useRowLayout(props, null);
  const virtualizer = useWindowVirtualizer(layout.options);
  return <RowList props={props} layout={layout} virtualizer={virtualizer} />;
}

/** Rows virtualized against a scrolling element (e.g. a modal's results pane). */
export function ScrollerRows<T>({ scroller, ...props }: RowsProps<T> & { scroller: RefObject<HTMLElement | null> }) {
  const layout = useRowLayout(props, scroller);
  const virtualizer = useVirtualizer({ ...layout.options, getScrollElement: () => scroller.current });
  return <RowList props={props} layout={layout} virtualizer={virtualizer} />;
}
