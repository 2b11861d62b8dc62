// `pnpm --filter @lobby/bench bench`: every figure QUALITY.md asks for, each beside a baseline
// measured in the same run (absolute times drift on these machines). A benchmark, not a test: slow
// figures never fail it, but a section that measures nothing (no results, no cards, a crash) does.
import { availableParallelism, cpus } from 'node:os';
import type { Browser } from '@playwright/test';
import { ensureFusionBuild } from './app-server.ts';
import { launchChromium } from './browser.ts';
import { bundleBench } from './bundle-bench.ts';
import { catalogBench } from './catalog-bench.ts';
import { listBench } from './list-bench.ts';
import { Problems, type SummaryRow, summary } from './report.ts';
import { searchBench } from './search-bench.ts';

const started = performance.now();
const problems = new Problems();
const rows: SummaryRow[] = [];

/** Runs one section; a crash is reported as a problem and the remaining sections still run. */
async function section(name: string, run: () => Promise<SummaryRow[]>): Promise<void> {
  try {
    rows.push(...(await run()));
  } catch (error) {
    problems.list.push(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    console.log(`   ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

console.log('Casino lobby benchmark');
console.log(`Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${new Date().toISOString()}`);

await section('1. search', () => searchBench(problems));

let fusionBuiltNow = false;
let browser: Browser | null = null;
try {
  fusionBuiltNow = ensureFusionBuild();
  browser = await launchChromium();
  console.log(`\nChromium ${browser.version()} (headless)${fusionBuiltNow ? '; apps/fusion built for this run' : ''}`);
  const chromium = browser;
  await section('2. catalog', () => catalogBench(chromium, problems));
  await section('3. lists', () => listBench(chromium, problems));
} catch (error) {
  problems.list.push(`browser sections: ${error instanceof Error ? error.message : String(error)}`);
  console.log(`   browser sections could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
}

await section('4. bundle', () => bundleBench(problems, fusionBuiltNow));

summary(rows);
console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (problems.list.length > 0) {
  console.log(`\n${problems.list.length} problem(s): something measured is broken`);
  for (const problem of problems.list) console.log(`   - ${problem}`);
  process.exitCode = 1;
}
