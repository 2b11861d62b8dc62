// Section 8: where the first visit's main-thread time goes, by the code that spends it. A trace of
// the fusion home's first visit at a phone's screen size with the V8 sampling profiler on: each
// sample mapped through the build's source maps to a package and a file, the trace's own events by
// name, both split by the app's phases (the marks of section 6); the empty app is traced the same way.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Browser } from '@playwright/test';
import { type AppServer, serveEmptyApp, serveFusion } from './app-server.ts';
import { startFusion } from './controller.ts';
import { buildEmptyApp } from './empty-app.ts';
import { FUSION_DIST } from './paths.ts';
import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { heading, ms, note, type Problems, ratio, type SummaryRow, table } from './report.ts';
import { PHASES, type PhaseId, phaseAt } from './trace-phases.ts';

/**
 * Observed times by default, as Lighthouse observes them before its 4x; `LOBBY_PROFILE_CPU_SLOWDOWN=4`
 * slows the page's CPU through DevTools instead (the shares barely move, the load takes longer).
 */
const CPU_SLOWDOWN = Number(process.env.LOBBY_PROFILE_CPU_SLOWDOWN ?? 1);
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
];
/** Quiet after the load: the rows, slots and idle work that follow the first screen. */
const SETTLE_MS = 3_000;

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: { data?: Record<string, unknown> };
}

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileChunkData {
  readonly cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
  readonly timeDeltas?: number[];
  /** Where in its script each sample was taken (1-based; 0 when unknown). */
  readonly lines?: number[];
  readonly columns?: number[];
}

/** One stretch of main-thread time the profiler saw in one function. */
interface Sample {
  readonly frame: CallFrame;
  /** Where in the script it was taken (1-based line, 0-based column), when the profiler says. */
  readonly line: number;
  readonly column: number;
  readonly atUs: number;
  readonly us: number;
}

/** What the V8 profiler names instead of a function: the browser's own work, GC and idle time. */
const BROWSER = '(program)';
const GC = '(garbage collector)';
const IDLE = '(idle)';

/**
 * The main thread's samples: the profile recorded on the thread that set the app's marks, or
 * without marks the profile with the most samples (the page's main thread).
 */
export function samplesOf(events: readonly TraceEvent[], thread: { pid: number; tid: number } | null): Sample[] {
  const chunksOf = (profile: TraceEvent) => events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id);
  const sampleCount = (profile: TraceEvent) =>
    chunksOf(profile).reduce((n, chunk) => n + (((chunk.args?.data ?? {}) as ProfileChunkData).cpuProfile?.samples?.length ?? 0), 0);
  const profiles = events.filter((e) => e.name === 'Profile');
  const profile = thread
    ? profiles.find((e) => e.pid === thread.pid && e.tid === thread.tid)
    : profiles.sort((a, b) => sampleCount(b) - sampleCount(a))[0];
  if (!profile) return [];
  const frames = new Map<number, CallFrame>();
  const times: number[] = [];
  const ids: number[] = [];
  const lines: number[] = [];
  const columns: number[] = [];
  let at = Number(profile.args?.data?.startTime ?? profile.ts);
  for (const chunk of chunksOf(profile)) {
    const data = (chunk.args?.data ?? {}) as ProfileChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      times.push(at);
      ids.push(id);
      lines.push(data.lines?.[i] ?? 0);
      columns.push(data.columns?.[i] ?? 0);
    });
  }
  const result: Sample[] = [];
  for (let i = 0; i + 1 < ids.length; i++) {
    const frame = frames.get(ids[i] ?? -1);
    const us = (times[i + 1] ?? 0) - (times[i] ?? 0);
    const line = lines[i] ?? 0;
    if (frame && us > 0) result.push({ frame, line, column: Math.max(0, (columns[i] ?? 0) - 1), atUs: times[i] ?? 0, us });
  }
  return result;
}

/** A built script's source map, read once per script. */
class SourceMaps {
  readonly #maps = new Map<string, TraceMap | null>();
  readonly #dir: string;
  constructor(assetsDir: string) {
    this.#dir = assetsDir;
  }

  /**
   * Where a sample's code was written: a package (`react-dom`) or a workspace file
   * (`ui/lobby/game-card.tsx`). By the sample's own position where the profiler gives it, which
   * tells apart the modules of a chunk's top-level code; else by where its function starts.
   */
  sourceOf({ frame, line, column }: Sample): string {
    if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
    const file = basename(new URL(frame.url, 'http://x/').pathname);
    if (!file.endsWith('.js')) return `${file || 'index.html'} (inline)`;
    const map = this.#map(file);
    const position = map
      ? originalPositionFor(map, line > 0 ? { line, column } : { line: frame.lineNumber + 1, column: frame.columnNumber })
      : null;
    if (position?.source) return sourceName(position.source);
    // A chunk's own top-level code that no source line maps to (the bundler's glue).
    return frame.lineNumber === 0 && frame.columnNumber === 0 ? `${file} (module body)` : file;
  }

  #map(file: string): TraceMap | null {
    if (!this.#maps.has(file)) {
      const path = join(this.#dir, `${file}.map`);
      this.#maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return this.#maps.get(file) ?? null;
  }
}

/** `…/node_modules/.pnpm/x/node_modules/@scope/name/dist/…` → `@scope/name`; `…/packages/ui/src/a/b.tsx` → `ui/a/b.tsx`. */
export function sourceName(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = source.match(/(?:^|\/)(?:packages|apps)\/([^/]+)\/(?:src\/)?(.+)$/);
  return workspace ? `${workspace[1]}/${workspace[2]}` : source.replace(/^(\.\.\/)+/, '');
}

/** The package of a source name: the workspace package or the library. */
export function packageOf(source: string): string {
  if (source.startsWith('(')) return source;
  if (source.startsWith('@')) return source.split('/').slice(0, 2).join('/');
  return source.split('/')[0] ?? source;
}

interface Profiled {
  readonly samples: readonly Sample[];
  /** The main thread's trace events by name, self time in ms (Lighthouse's task tree), per phase. */
  readonly tasks: ReadonlyMap<PhaseId, ReadonlyMap<string, number>>;
  /** When each of the app's marks was first set, in the profile's clock (µs), for `phaseAt`. */
  readonly markTimes: ReadonlyMap<string, number>;
}

/** Loads `url` at a phone's size under the CPU slowdown, with the V8 profiler on, until the page has settled. */
async function profileLoad(browser: Browser, url: string, waitForMark: string | null): Promise<Profiled> {
  const context = await browser.newContext(PHONE);
  let tracing = false;
  try {
    const page = await context.newPage();
    if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    tracing = true;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (waitForMark) {
      // Polled by a timer: the default, every animation frame, would have the page render frames
      // the load does not ask for, and their style, paint and commit would count as the app's.
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, waitForMark, { polling: 250, timeout: 120_000 });
    }
    // Idle network or not (a poll may keep it busy), the settle time below ends the profile.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const raw = await browser.stopTracing();
    tracing = false;
    // LOBBY_PROFILE_TRACE=<dir> keeps each load's trace, for Chrome's performance panel.
    const keep = process.env.LOBBY_PROFILE_TRACE;
    if (keep) writeFileSync(join(keep, `${waitForMark ? 'fusion' : 'empty-app'}-trace.json`), raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const marks = events.filter((e) => e.name.startsWith('lobby:'));
    const thread = marks[0] ? { pid: marks[0].pid, tid: marks[0].tid } : null;
    const markTimes = new Map<string, number>();
    for (const mark of marks) if (!markTimes.has(mark.name)) markTimes.set(mark.name, mark.ts);
    return { samples: samplesOf(events, thread), markTimes, tasks: taskSelfTimes(trace, markTimes) };
  } finally {
    // A load that failed leaves the browser tracing, which the next load could not start.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** Self time of the main thread's trace events by name and phase (empty when the trace cannot be read). */
function taskSelfTimes(trace: { traceEvents: TraceEvent[] }, markTimes: ReadonlyMap<string, number>): Map<PhaseId, Map<string, number>> {
  const result = new Map<PhaseId, Map<string, number>>();
  try {
    const processed = TraceProcessor.processTrace(trace as unknown as Trace);
    const { timeOrigin, traceEnd } = processed.timestamps;
    const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, traceEnd, timeOrigin);
    for (const task of tasks) {
      const phase = phaseAt(timeOrigin + task.startTime * 1000, markTimes);
      const byName = result.get(phase) ?? new Map<string, number>();
      byName.set(task.event.name, (byName.get(task.event.name) ?? 0) + task.selfTime);
      result.set(phase, byName);
    }
  } catch (error) {
    console.log(`   the trace's tasks could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}

type Kind = 'our code' | 'libraries' | 'browser' | 'gc';

function kindOf(source: string): Kind {
  if (source === BROWSER || source === '(native)') return 'browser';
  if (source === GC) return 'gc';
  return /^(ui|casino-kit|casino-core|domain|api|fusion|single-provider|vite-preset)\//.test(source) ? 'our code' : 'libraries';
}

/** Milliseconds per key, busiest first, idle time left out. */
function tally(samples: readonly Sample[], key: (sample: Sample) => string): [string, number][] {
  const totals = new Map<string, number>();
  for (const sample of samples) {
    if (sample.frame.functionName === IDLE) continue;
    const k = key(sample);
    totals.set(k, (totals.get(k) ?? 0) + sample.us / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const busy = (samples: readonly Sample[]) => samples.filter((s) => s.frame.functionName !== IDLE).reduce((sum, s) => sum + s.us / 1000, 0);

export async function profileBench(browser: Browser, problems: Problems): Promise<SummaryRow[]> {
  const slowdown = CPU_SLOWDOWN > 1 ? `, ${CPU_SLOWDOWN}x CPU slowdown` : ', observed times';
  heading(`8. Where the first visit spends the main thread (V8 profile, phone screen${slowdown})`);
  buildEmptyApp();
  const controller = await startFusion();
  const servers: AppServer[] = [];
  try {
    const fusion = await serveFusion(controller.origin);
    servers.push(fusion);
    const empty = await serveEmptyApp();
    servers.push(empty);
    const baseline = await profileLoad(browser, empty.url, null);
    const home = await profileLoad(browser, `${fusion.url}/`, 'lobby:home-sections');
    if (!problems.check(home.samples.length > 0 && baseline.samples.length > 0, 'profile: a load recorded no samples')) return [];
    const maps = new SourceMaps(join(FUSION_DIST, 'assets'));
    // Each sample of the home mapped through the source maps once, for every table below (they read only those).
    const sources = new Map(home.samples.map((sample) => [sample, maps.sourceOf(sample)]));
    const sourceOf = (sample: Sample) => sources.get(sample) as string;
    const emptyMs = busy(baseline.samples);
    const homeMs = busy(home.samples);
    note(`busy main thread: empty app ${ms(emptyMs)}, fusion home ${ms(homeMs)} (${ratio(homeMs, emptyMs)}); idle time left out`);
    note("(program) is the browser's own work on the thread: style, layout, paint, compiling, parsing, tasks of its own");

    const byPhase = new Map<PhaseId, Sample[]>();
    for (const sample of home.samples) {
      const phase = phaseAt(sample.atUs, home.markTimes);
      const samples = byPhase.get(phase) ?? [];
      samples.push(sample);
      byPhase.set(phase, samples);
    }
    const kinds: Kind[] = ['our code', 'libraries', 'browser', 'gc'];
    console.log('\n   By phase and kind (ms of main thread; "browser" is style, layout, paint, parsing and the like):');
    table(
      ['phase', ...kinds, 'all', 'x empty'],
      PHASES.map((phase) => {
        const samples = byPhase.get(phase.id) ?? [];
        const kindTotals = new Map(tally(samples, (s) => kindOf(sourceOf(s))));
        const all = busy(samples);
        return [phase.label, ...kinds.map((k) => ms(kindTotals.get(k) ?? 0)), ms(all), ratio(all, emptyMs)];
      }),
    );

    console.log('\n   The main thread by trace event, self time (ms; the busiest 20 of the whole load):');
    const names = new Map<string, number>();
    for (const byName of home.tasks.values()) for (const [name, value] of byName) names.set(name, (names.get(name) ?? 0) + value);
    const emptyNames = new Map<string, number>();
    for (const byName of baseline.tasks.values())
      for (const [name, value] of byName) emptyNames.set(name, (emptyNames.get(name) ?? 0) + value);
    table(
      ['event', ...PHASES.map((p) => p.id), 'all', 'empty app'],
      [...names]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([name, value]) => [
          name,
          ...PHASES.map((p) => ms(home.tasks.get(p.id)?.get(name) ?? 0)),
          ms(value),
          ms(emptyNames.get(name) ?? 0),
        ]),
    );

    console.log('\n   By package (whole load):');
    table(
      ['package', 'ms', 'share'],
      tally(home.samples, (s) => packageOf(sourceOf(s)))
        .slice(0, 15)
        .map(([name, value]) => [name, ms(value), `${((value / homeMs) * 100).toFixed(1)}%`]),
    );

    console.log('\n   The busiest files, by phase (ms):');
    const files = tally(home.samples, sourceOf).slice(0, 25);
    const filesByPhase = PHASES.map((p) => new Map(tally(byPhase.get(p.id) ?? [], sourceOf)));
    table(
      ['file', ...PHASES.map((p) => p.id), 'all'],
      files.map(([name, value]) => [name, ...filesByPhase.map((phase) => ms(phase.get(name) ?? 0)), ms(value)]),
    );
    return [
      {
        section: '8. profile',
        figure: `busy main thread, first visit${slowdown}`,
        value: ms(homeMs),
        baseline: ms(emptyMs),
        ratio: ratio(homeMs, emptyMs),
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await controller.close();
  }
}
