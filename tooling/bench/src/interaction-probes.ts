// Interactions as the page's own Event Timing entries see them (what INP is computed from), and the
// keystrokes that caused them. installInteractionProbe runs in the browser: it must not reach outside itself.
import type { Page } from '@playwright/test';

/** An Event Timing entry, as recorded in the page. */
export interface EventEntry {
  readonly name: string;
  /** 0 for events that are not part of an interaction (input, beforeinput...), which still share its frame. */
  readonly interactionId: number;
  readonly startTime: number;
  readonly processingStart: number;
  readonly processingEnd: number;
  /** Event timestamp to the next paint, rounded by the browser to 8 ms. */
  readonly duration: number;
}

/** One interaction: its longest entry's duration, split the way web-vitals' INP attribution splits it. */
export interface Interaction {
  /** Index of its keydown among the keystrokes taken with it; -1 for a pointer interaction. */
  readonly keystroke: number;
  readonly name: string;
  readonly duration: number;
  /** Event timestamp to the first handler of the frame. */
  readonly inputDelay: number;
  /** First handler start to last handler end over every event painted in the same frame (keydown, keypress, input...). */
  readonly processing: number;
  /** Last handler end to the paint: style, layout, paint and whatever else held the frame. */
  readonly presentation: number;
}

interface Recorded {
  events: EventEntry[];
  keystrokes: number[];
  /** End of the latest long task (50 ms or more on the main thread), page clock. */
  lastLongTask: number;
}

declare global {
  interface Window {
    __benchInteractions?: Recorded;
  }
}

/**
 * Installed before any page script: a PerformanceObserver on 'event' entries at the lowest
 * threshold browsers allow (16 ms), a capture listener that logs each keydown's timestamp, and a
 * long-task observer. An interaction faster than 16 ms leaves no entry: it is under the threshold.
 */
export function installInteractionProbe(): void {
  const recorded: Recorded = { events: [], keystrokes: [], lastLongTask: 0 };
  window.__benchInteractions = recorded;
  addEventListener('keydown', (event) => recorded.keystrokes.push(event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = e;
      recorded.events.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) recorded.lastLongTask = Math.max(recorded.lastLongTask, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Event timing rounds durations to 8 ms: entries whose paint lies within that are in one frame. */
const SAME_FRAME_MS = 8;

/**
 * Groups entries by interactionId. An interaction's duration is its longest entry's (as INP takes
 * it); its parts come from every entry painted in that entry's frame, as web-vitals attributes INP.
 */
export function interactions(events: readonly EventEntry[], keystrokes: readonly number[]): Interaction[] {
  const ids = [...new Set(events.filter((e) => e.interactionId > 0).map((e) => e.interactionId))];
  return ids.map((id) => {
    const own = events.filter((e) => e.interactionId === id);
    const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
    const paint = longest.startTime + longest.duration;
    const frame = events.filter(
      (e) => Math.abs(e.startTime + e.duration - paint) <= SAME_FRAME_MS && e.startTime >= longest.startTime - SAME_FRAME_MS,
    );
    const first = Math.min(...frame.map((e) => e.processingStart));
    const last = Math.max(...frame.map((e) => e.processingEnd));
    const start = Math.min(...own.map((e) => e.startTime));
    // keyup and keypress start after their keydown: the keystroke is the last keydown at or before the interaction.
    const keystroke = longest.name.startsWith('key') ? keystrokes.findLastIndex((at) => at <= start + 0.5) : -1;
    return {
      keystroke,
      name: longest.name,
      duration: longest.duration,
      inputDelay: first - longest.startTime,
      processing: last - first,
      presentation: Math.max(0, paint - last),
    };
  });
}

/** The interactions since the last take (keystroke indices count from it); the page forgets them. */
export async function takeInteractions(page: Page): Promise<{ interactions: Interaction[]; keys: number }> {
  const { events, keystrokes } = await page.evaluate(() => {
    const recorded = window.__benchInteractions ?? { events: [], keystrokes: [], lastLongTask: 0 };
    return { events: recorded.events.splice(0), keystrokes: recorded.keystrokes.splice(0) };
  });
  return { interactions: interactions(events, keystrokes), keys: keystrokes.length };
}

/**
 * Waits until the main thread has run no long task for `quietMs` (the page has settled: catalog
 * stored, first renders done), or `timeoutMs` passed; returns how long it waited.
 */
export async function waitForQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const idle = await page.evaluate(() => performance.now() - (window.__benchInteractions?.lastLongTask ?? 0));
    if (idle >= quietMs) break;
    await new Promise((r) => setTimeout(r, Math.max(50, quietMs - idle)));
  }
  return Date.now() - start;
}
