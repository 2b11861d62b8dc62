// Section 6: Lighthouse's mobile performance audit of the fusion home route over the seeded catalog,
// against the empty app (the same framework libraries, nothing of the lobby) audited in the same run.
import type { Result, RunnerResult } from 'lighthouse';
import { type AppServer, serveEmptyApp, serveFusion } from './app-server.ts';
import { CHROME_PATH, type DebuggableChromium, launchDebuggableChromium } from './browser.ts';
import { type BenchController, fetchCatalog, startFusion } from './controller.ts';
import { buildEmptyApp } from './empty-app.ts';
import { count, heading, machineLoad, ms, note, type Problems, ratio, type SummaryRow, table } from './report.ts';
import { median } from './stats.ts';
import { type Kind, KINDS, PHASES, type PhaseBreakdown, type PhaseId, phaseBreakdown, total } from './trace-phases.ts';

const RUNS = Number(process.env.LOBBY_LIGHTHOUSE_RUNS ?? 3);

/** How the controller seals getgames for the fusion audits: plain envelopes, or compressed ones (deflate). */
export type LighthouseEnvelope = 'plain' | 'compressed';
/** QUALITY.md: performance >= 0.95 on home, and LCP within 1.2x of the empty app. */
const TARGET_SCORE = 0.95;
const TARGET_LCP = 1.2;

type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[]; disableStorageReset?: boolean },
) => Promise<RunnerResult | undefined>;

interface Audit {
  readonly score: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  /** Main-thread work and the part of it that scripts take: observed times times the 4x CPU slowdown, as Lighthouse reports them. */
  readonly mainThread: number;
  readonly scripts: number;
  readonly lcpElement: string;
  /** The main-thread work by phase (the app's marks) and kind, from the run's trace; null when unreadable. */
  readonly phases: PhaseBreakdown | null;
  readonly benchmarkIndex: number;
  readonly warnings: readonly string[];
  readonly version: string;
  readonly browser: string;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The first DOM node an audit's details name (a table nested in a list, for the LCP element). */
function firstNode(value: unknown): { nodeLabel?: string; selector?: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ((value as { type?: unknown }).type === 'node') return value as { nodeLabel?: string; selector?: string };
  for (const child of Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

function lcpElement(lhr: Result): string {
  // Lighthouse 13 reports the element in the LCP breakdown insight; older versions in an audit of its own.
  const node =
    firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (!node) return 'unknown';
  const selector = node.selector ?? '?';
  // An image's label is its selector again; a text element's label is its text.
  return node.nodeLabel && node.nodeLabel !== selector ? `${selector} "${node.nodeLabel}"` : selector;
}

/**
 * One Lighthouse navigation with its default settings (mobile emulation, simulated throttling) in a
 * Chromium of its own with a new profile, as each `lighthouse` CLI run gets: Lighthouse's own reset
 * (default clearStorageTypes) leaves IndexedDB alone, so a shared browser would turn later runs into
 * repeat visits from the cached catalog.
 */
async function audit(lighthouse: Lighthouse, url: string): Promise<Audit> {
  const chrome = await launchDebuggableChromium();
  try {
    return await auditIn(lighthouse, chrome, url);
  } finally {
    await chrome.stop();
  }
}

/**
 * A repeat visit: in one Chromium with one profile, a first Lighthouse navigation that keeps what
 * the page stores (the catalog in IndexedDB, the service worker and its caches), then the measured
 * one, which keeps them too.
 */
async function repeatAudit(lighthouse: Lighthouse, url: string): Promise<Audit> {
  const chrome = await launchDebuggableChromium();
  try {
    await auditIn(lighthouse, chrome, url, true);
    return await auditIn(lighthouse, chrome, url, true);
  } finally {
    await chrome.stop();
  }
}

async function auditIn(lighthouse: Lighthouse, chrome: DebuggableChromium, url: string, keepStorage = false): Promise<Audit> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score (${lhr.runWarnings.join('; ') || 'no warning'})`);
  return {
    score,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    mainThread: numeric(lhr, 'mainthread-work-breakdown'),
    scripts: numeric(lhr, 'bootup-time'),
    lcpElement: lcpElement(lhr),
    phases: phaseBreakdown(result.artifacts, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    version: lhr.lighthouseVersion,
    browser: chrome.version,
  };
}

const score = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
const shift = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a');
type Metric = 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si' | 'mainThread' | 'scripts';
const pick = (audits: readonly Audit[], key: Metric) => median(audits.map((a) => a[key]));
/** The run whose LCP is the median one, so its LCP element goes with the reported LCP. */
const medianRun = (audits: readonly Audit[]) => [...audits].sort((a, b) => a.lcp - b.lcp)[Math.ceil(audits.length / 2) - 1];

/** The median over runs of one phase's (or every phase's) work of one kind (or all kinds). */
function phaseMedian(audits: readonly Audit[], phase?: PhaseId, kind?: Kind) {
  return median(audits.flatMap((a) => (a.phases ? [total(a.phases, phase, kind)] : [])));
}

/**
 * Main-thread work per phase and kind, medians of the runs, beside the empty app's: the empty app
 * sets none of the lobby's marks, so all its work falls in the first phase, and the ratio is given
 * against the empty app's whole work.
 */
function printPhases(empty: readonly Audit[], fusion: readonly Audit[], visit: string): void {
  if (!fusion.some((a) => a.phases)) {
    note(`No trace to split by phase (${visit}).`);
    return;
  }
  const emptyTotal = phaseMedian(empty);
  const emptyScripts = phaseMedian(empty, undefined, 'script');
  const rows = PHASES.map((phase) => {
    const all = phaseMedian(fusion, phase.id);
    return [
      phase.label,
      ...KINDS.map((kind) => ms(phaseMedian(fusion, phase.id, kind))),
      ms(all),
      ratio(all, emptyTotal),
      ratio(phaseMedian(fusion, phase.id, 'script'), emptyScripts),
    ];
  });
  const whole = phaseMedian(fusion);
  rows.push([
    'fusion home, all phases',
    ...KINDS.map((kind) => ms(phaseMedian(fusion, undefined, kind))),
    ms(whole),
    ratio(whole, emptyTotal),
    ratio(phaseMedian(fusion, undefined, 'script'), emptyScripts),
  ]);
  rows.push(['empty app, all', ...KINDS.map((kind) => ms(phaseMedian(empty, undefined, kind))), ms(emptyTotal), '1.00x', '1.00x']);
  note(
    `Main-thread work by phase, ${visit} (trace tasks by the mark they start before, observed x4, medians of runs): a phase's work and its script part against the empty app's whole work and script.`,
  );
  table(['phase', ...KINDS, 'all', 'x empty work', 'script x empty script'], rows);
  console.log();
}

async function sealWith(controller: BenchController, envelope: LighthouseEnvelope): Promise<void> {
  const response = await fetch(`${controller.origin}/__control/envelope`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ compression: envelope === 'compressed' ? 'deflate' : null }),
  });
  if (!response.ok) throw new Error(`the envelope control answered ${response.status}`);
}

const FUSION_LABEL: Record<LighthouseEnvelope, string> = { plain: 'fusion home', compressed: 'fusion home, compressed' };

export async function lighthouseBench(problems: Problems, envelopes: readonly LighthouseEnvelope[] = ['plain']): Promise<SummaryRow[]> {
  heading('6. Lighthouse mobile performance: fusion home with the seeded catalog against the empty app');
  const load = machineLoad();
  await buildEmptyApp();
  // Loaded here, not at the top: it is large, and the other sections do not need it.
  const lighthouse = (await import('lighthouse')).default as Lighthouse;
  const controller = await startFusion();
  const servers: AppServer[] = [];
  try {
    const games = (await fetchCatalog(controller)).games.length;
    servers.push(await serveEmptyApp());
    servers.push(await serveFusion(controller.origin));
    const [empty, fusion] = servers as [AppServer, AppServer];
    // One request each first, so no run pays for a server's first answer.
    for (const server of servers) await (await fetch(`${server.url}/`)).text();
    const audits = {
      empty: [] as Audit[],
      fusion: [] as Audit[],
      compressed: [] as Audit[],
      emptyRepeat: [] as Audit[],
      fusionRepeat: [] as Audit[],
    };
    const rows: string[][] = [];
    const label = (app: keyof typeof audits) =>
      ({
        empty: 'empty app',
        fusion: FUSION_LABEL.plain,
        compressed: FUSION_LABEL.compressed,
        emptyRepeat: 'empty app, repeat',
        fusionRepeat: 'fusion home, repeat',
      })[app];
    // Alternating the apps spreads any drift of this machine over both.
    for (let i = 1; i <= RUNS; i += 1) {
      for (const [app, url, run] of [
        ['empty', `${empty.url}/`, audit] as const,
        ...envelopes.map((envelope) => [envelope === 'plain' ? 'fusion' : 'compressed', `${fusion.url}/`, audit] as const),
        ['emptyRepeat', `${empty.url}/`, repeatAudit] as const,
        ['fusionRepeat', `${fusion.url}/`, repeatAudit] as const,
      ]) {
        try {
          if (app !== 'empty' && app !== 'emptyRepeat') await sealWith(controller, app === 'compressed' ? 'compressed' : 'plain');
          const a = await run(lighthouse, url);
          audits[app].push(a);
          rows.push([String(i), label(app), score(a.score), ms(a.lcp), ms(a.fcp), ms(a.tbt), shift(a.cls), ms(a.si)]);
        } catch (error) {
          rows.push([String(i), label(app), 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a']);
          note(`run ${i}, ${app}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    for (const envelope of envelopes) {
      const list = envelope === 'plain' ? audits.fusion : audits.compressed;
      problems.check(list.length > 0, `lighthouse: no run of the ${FUSION_LABEL[envelope]} produced a performance score`);
    }
    problems.check(audits.empty.length > 0, 'lighthouse: no run of the empty app produced a performance score');
    const all = [...audits.empty, ...audits.fusion, ...audits.compressed, ...audits.emptyRepeat, ...audits.fusionRepeat];
    note(`Lighthouse ${all[0]?.version ?? '?'}, ${all[0]?.browser ?? 'Chromium'} at ${CHROME_PATH}; default settings: mobile emulation,`);
    note(
      `simulated throttling (slow 4G, 4x CPU); performance category only. Fusion: controller in-process, its default seed (${count(games)} games),`,
    );
    note(`vite preview of apps/fusion at ${fusion.url}; empty app: vite preview of tooling/bench/empty-app/dist at ${empty.url}.`);
    note(
      `${RUNS} runs per app, alternating, each in a new Chromium and profile; ${load}; Lighthouse's benchmark index per run: ${all.map((a) => a.benchmarkIndex.toFixed(0)).join(', ') || 'n/a'}.`,
    );
    table(['run', 'app', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index'], rows);
    console.log();
    const compressed = envelopes.includes('compressed');
    const line = (name: string, key: Metric, format: (v: number) => string) => {
      const e = pick(audits.empty, key);
      const f = pick(audits.fusion, key);
      const z = pick(audits.compressed, key);
      const er = pick(audits.emptyRepeat, key);
      const fr = pick(audits.fusionRepeat, key);
      return [
        name,
        format(e),
        format(f),
        ratio(f, e),
        ...(compressed ? [format(z), ratio(z, e)] : []),
        format(er),
        format(fr),
        ratio(fr, er),
      ];
    };
    note(
      'Repeat visit: in one Chromium and profile, a first Lighthouse run keeps what the page stored, then the measured run (storage kept).',
    );
    table(
      [
        'median of runs',
        'empty app',
        'fusion home',
        'ratio',
        ...(compressed ? ['fusion home, compressed envelope', 'ratio'] : []),
        'empty app, repeat',
        'fusion home, repeat',
        'ratio',
      ],
      [
        line('performance score', 'score', score),
        line('largest contentful paint', 'lcp', ms),
        line('first contentful paint', 'fcp', ms),
        line('total blocking time', 'tbt', ms),
        line('cumulative layout shift', 'cls', shift),
        line('speed index', 'si', ms),
        line('main-thread work (observed x4)', 'mainThread', ms),
        line('JS execution time (observed x4)', 'scripts', ms),
      ],
    );
    printPhases(audits.empty, audits.fusion, 'first visit');
    printPhases(audits.emptyRepeat, audits.fusionRepeat, 'repeat visit');
    const fusionScore = pick(audits.fusion, 'score');
    const emptyScore = pick(audits.empty, 'score');
    const fusionLcp = pick(audits.fusion, 'lcp');
    const emptyLcp = pick(audits.empty, 'lcp');
    const scoreMet = fusionScore >= TARGET_SCORE;
    const lcpMet = fusionLcp <= emptyLcp * TARGET_LCP;
    note(
      `LCP element (median run): fusion ${medianRun(audits.fusion)?.lcpElement ?? 'n/a'}; empty app ${medianRun(audits.empty)?.lcpElement ?? 'n/a'}.`,
    );
    note(
      `Targets (QUALITY.md): score >= ${TARGET_SCORE}: ${scoreMet ? 'met' : 'NOT met'}; LCP within ${TARGET_LCP}x of the empty app: ${lcpMet ? 'met' : 'NOT met'}.`,
    );
    for (const warning of new Set(all.flatMap((a) => a.warnings))) note(`Lighthouse warned: ${warning.replace(/\s+/g, ' ').slice(0, 300)}`);
    const compressedRows: SummaryRow[] = compressed
      ? [
          {
            section: '6 lighthouse',
            figure: 'fusion home, compressed envelope: score',
            value: score(pick(audits.compressed, 'score')),
            baseline: `${score(emptyScore)} empty app`,
            ratio: ratio(pick(audits.compressed, 'score'), emptyScore),
          },
          {
            section: '6 lighthouse',
            figure: 'fusion home, compressed envelope: LCP',
            value: ms(pick(audits.compressed, 'lcp')),
            baseline: `${ms(emptyLcp)} empty app`,
            ratio: ratio(pick(audits.compressed, 'lcp'), emptyLcp),
            note: `TBT ${ms(pick(audits.compressed, 'tbt'))}, CLS ${shift(pick(audits.compressed, 'cls'))}`,
          },
        ]
      : [];
    return [
      ...compressedRows,
      {
        section: '6 lighthouse',
        figure: 'fusion home: performance score (mobile)',
        value: score(fusionScore),
        baseline: `${score(emptyScore)} empty app`,
        ratio: ratio(fusionScore, emptyScore),
        note: `target >= ${TARGET_SCORE}: ${scoreMet ? 'met' : 'not met'}; benchmark index ${median(all.map((a) => a.benchmarkIndex)).toFixed(0)}`,
      },
      {
        section: '6 lighthouse',
        figure: 'fusion home: LCP (mobile, simulated)',
        value: ms(fusionLcp),
        baseline: `${ms(emptyLcp)} empty app`,
        ratio: ratio(fusionLcp, emptyLcp),
        note: `target <= ${TARGET_LCP.toFixed(2)}x: ${lcpMet ? 'met' : 'not met'}`,
      },
      {
        section: '6 lighthouse',
        figure: 'fusion home, repeat visit: score / LCP / CLS',
        value: `${score(pick(audits.fusionRepeat, 'score'))} / ${ms(pick(audits.fusionRepeat, 'lcp'))} / ${shift(pick(audits.fusionRepeat, 'cls'))}`,
        baseline: `${score(pick(audits.emptyRepeat, 'score'))} / ${ms(pick(audits.emptyRepeat, 'lcp'))} empty app`,
        ratio: ratio(pick(audits.fusionRepeat, 'lcp'), pick(audits.emptyRepeat, 'lcp')),
        note: `LCP target <= ${TARGET_LCP.toFixed(2)}x of the empty app's repeat visit`,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await controller.close();
  }
}
