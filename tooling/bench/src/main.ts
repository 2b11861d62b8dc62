// `pnpm --filter @lobby/bench bench`: every figure QUALITY.md asks for, each beside a baseline
// measured in the same run (absolute times drift on these machines). A benchmark, not a test: slow
// figures never fail it, but a section that measures nothing (no results, no cards, a crash) does.
// `-- --only <section>[,<section>...]` runs some sections alone (names in SECTIONS).
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { ensureFusionBuild } from './app-server.ts';
import { launchChromium } from './browser.ts';
import { bundleBench } from './bundle-bench.ts';
import { catalogBench } from './catalog-bench.ts';
import { type LighthouseEnvelope, lighthouseBench } from './lighthouse-bench.ts';
import { listBench } from './list-bench.ts';
import { pipelineBench } from './pipeline-bench.ts';
import { profileBench } from './profile-bench.ts';
import { machineLoad, Problems, type SummaryRow, summary } from './report.ts';
import { searchBench } from './search-bench.ts';
import { typingBench } from './typing-bench.ts';

const SECTIONS = ['search', 'catalog', 'lists', 'bundle', 'typing', 'lighthouse', 'pipeline', 'profile'] as const;
type SectionName = (typeof SECTIONS)[number];

const isSection = (name: string): name is SectionName => (SECTIONS as readonly string[]).includes(name);

const { values: args } = parseArgs({
  options: { only: { type: 'string', multiple: true }, 'lighthouse-envelope': { type: 'string', default: 'plain' } },
});

/** `--lighthouse-envelope plain|compressed|both`: the envelopes the fusion home is audited with (section 6). */
function lighthouseEnvelopes(): readonly LighthouseEnvelope[] {
  const value = args['lighthouse-envelope'];
  if (value === 'both') return ['plain', 'compressed'];
  if (value === 'plain' || value === 'compressed') return [value];
  console.error(`--lighthouse-envelope must be plain, compressed or both, got ${value}`);
  process.exit(2);
}

/** The sections `--only` names (comma-separated or repeated), or all of them. */
function chosenSections(): ReadonlySet<SectionName> {
  const values = args;
  const names = (values.only ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isSection(n));
  if (unknown.length > 0) {
    console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}.`);
    process.exit(2);
  }
  return new Set(names.length > 0 ? names.filter(isSection) : SECTIONS);
}

const chosen = chosenSections();
const envelopes = lighthouseEnvelopes();
const started = performance.now();
const problems = new Problems();
const rows: SummaryRow[] = [];
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one chosen section; a crash is reported as a problem and the remaining sections still run. */
async function section(key: SectionName, name: string, run: () => Promise<SummaryRow[]>): Promise<void> {
  if (!chosen.has(key)) return;
  const start = performance.now();
  try {
    rows.push(...(await run()));
  } catch (error) {
    problems.list.push(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    console.log(`   ${name} failed: ${message(error)}`);
  }
  console.log(`   (${name} took ${((performance.now() - start) / 1000).toFixed(0)} s)`);
}

console.log('Casino lobby benchmark');
console.log(
  `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${machineLoad()}, ${new Date().toISOString()}`,
);
if (chosen.size < SECTIONS.length) console.log(`Sections: ${[...chosen].join(', ')} (--only)`);

await section('search', '1. search', () => searchBench(problems));

let fusionBuiltNow = false;
let buildError: Error | null = null;
if ([...chosen].some((s) => s !== 'search')) {
  try {
    fusionBuiltNow = ensureFusionBuild();
  } catch (error) {
    buildError = error instanceof Error ? error : new Error(String(error));
  }
}
/** Every section after search reads the built fusion app: a failed build fails each of them. */
const afterBuild = (run: () => Promise<SummaryRow[]>) => async () => {
  if (buildError) throw buildError;
  return run();
};

// One Playwright Chromium for sections 2, 3, 5, 7 and 8, launched when the first of them needs it.
const shared: { browser?: Promise<Browser> } = {};
const chromium = () => {
  shared.browser ??= launchChromium().then((b) => {
    console.log(`\nChromium ${b.version()} (headless)${fusionBuiltNow ? '; apps/fusion built for this run' : ''}`);
    return b;
  });
  return shared.browser;
};

try {
  await section(
    'catalog',
    '2. catalog',
    afterBuild(async () => catalogBench(await chromium(), problems)),
  );
  await section(
    'lists',
    '3. lists',
    afterBuild(async () => listBench(await chromium(), problems)),
  );
  await section(
    'bundle',
    '4. bundle',
    afterBuild(() => bundleBench(problems, fusionBuiltNow)),
  );
  await section(
    'typing',
    '5. typing',
    afterBuild(async () => typingBench(await chromium(), problems)),
  );
  await section(
    'pipeline',
    '7. pipeline',
    afterBuild(async () => pipelineBench(await chromium(), problems)),
  );
  await section(
    'profile',
    '8. profile',
    afterBuild(async () => profileBench(await chromium(), problems)),
  );
} finally {
  // Closed before Lighthouse, which starts its own Chromium: two browsers would share two cores.
  await (await shared.browser?.catch(() => null))?.close();
}

await section(
  'lighthouse',
  '6. lighthouse',
  afterBuild(() => lighthouseBench(problems, envelopes)),
);

summary(rows);
console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (problems.list.length > 0) {
  console.log(`\n${problems.list.length} problem(s): something measured is broken`);
  for (const problem of problems.list) console.log(`   - ${problem}`);
  process.exitCode = 1;
}
