// Where a Lighthouse run's main-thread work goes: its trace's tasks split by the app's own marks into
// phases, and each phase's time by the kind of work (Lighthouse's task groups).
import type { Artifacts, Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The app's marks that close a phase, in order (casino-core's CATALOG_MARKS and the home's
 * HOME_MARKS). A mark the run lacks (the empty app has none) merges its phase into the next one.
 */
export const PHASES = [
  { id: 'start-up', label: 'start-up (to the catalog body)', endsAt: 'lobby:catalog-received' },
  { id: 'catalog', label: 'catalog from the worker (to ready)', endsAt: 'lobby:catalog-ready' },
  { id: 'sections', label: 'home sections built (to the rows)', endsAt: 'lobby:home-sections' },
  { id: 'rows', label: 'rows and rails (to the trace end)', endsAt: null },
] as const;

export type PhaseId = (typeof PHASES)[number]['id'];
/** The kinds of work a phase's time is split into: Lighthouse's task groups, some merged. */
export const KINDS = ['script', 'style/layout', 'paint', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** Milliseconds of main-thread work per phase and kind, times the run's CPU slowdown (as Lighthouse reports). */
export type PhaseBreakdown = Record<PhaseId, Record<Kind, number>>;

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

const KIND_OF: Record<string, Kind> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'script',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
};

function empty(): PhaseBreakdown {
  const row = () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  return Object.fromEntries(PHASES.map((p) => [p.id, row()])) as PhaseBreakdown;
}

/** When each of the app's marks was first set, in ms from the trace's time origin. */
function markTimes(trace: Trace, timeOriginUs: number): Map<string, number> {
  const times = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (!event.cat.includes('blink.user_timing') || !event.name.startsWith('lobby:')) continue;
    const at = (event.ts - timeOriginUs) / 1000;
    const previous = times.get(event.name);
    if (previous === undefined || at < previous) times.set(event.name, at);
  }
  return times;
}

/** The phase of a moment: the first whose closing mark (by name, in the same clock) comes after it. */
export function phaseAt(startMs: number, marks: ReadonlyMap<string, number>): PhaseId {
  for (const phase of PHASES) {
    if (phase.endsAt === null) return phase.id;
    const end = marks.get(phase.endsAt);
    if (end !== undefined && startMs < end) return phase.id;
  }
  return 'rows';
}

/** Splits the main-thread work of a Lighthouse run's trace by phase and kind; null when the trace cannot be read. */
export function phaseBreakdown(artifacts: Artifacts | undefined, cpuSlowdown: number): PhaseBreakdown | null {
  const trace = artifacts?.Trace;
  if (!trace) return null;
  try {
    const processed = TraceProcessor.processTrace(trace);
    const { timeOrigin, traceEnd } = processed.timestamps;
    const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, traceEnd, timeOrigin);
    const marks = markTimes(trace, timeOrigin);
    const result = empty();
    const add = (task: TaskNode, phase: PhaseId) => {
      result[phase][KIND_OF[task.group.id] ?? 'other'] += task.selfTime * cpuSlowdown;
      for (const child of task.children) add(child, phase);
    };
    // A top-level task counts in the phase it started in, children and all.
    for (const task of tasks) if (!task.parent) add(task, phaseAt(task.startTime, marks));
    return result;
  } catch {
    return null;
  }
}

/** The sum of a breakdown's kinds for one phase, or of every phase. */
export function total(breakdown: PhaseBreakdown, phase?: PhaseId, kind?: Kind): number {
  const phases = phase ? [phase] : PHASES.map((p) => p.id);
  return phases.reduce((sum, p) => sum + (kind ? breakdown[p][kind] : KINDS.reduce((s, k) => s + breakdown[p][k], 0)), 0);
}
