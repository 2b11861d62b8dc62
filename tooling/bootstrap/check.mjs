#!/usr/bin/env node
// Runs every check in order and prints the totals. Each step's test counts come from the runners'
// JSON reports; a static step (typecheck, lint) counts as one check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const checkStarted = performance.now();
const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, cwd, extraEnv = {}) {
  console.log(`\n\u001b[36m== ${label}\u001b[0m  ${command} ${args.join(' ')}`);
  const env = { ...process.env, LOBBY_REPORTS_DIR: reports, ...extraEnv };
  const result = spawnSync(command, args, { cwd: join(root, cwd), stdio: 'inherit', env });
  return result.status === 0;
}

function step(label, command, args, counts, cwd = '.', env = {}) {
  if (only.length > 0 && !only.includes(label)) return;
  const started = performance.now();
  const ran = run(label, command, args, cwd, env);
  const seconds = Math.round((performance.now() - started) / 1000);
  const counted = counts ? counts(ran) : { passed: ran ? 1 : 0, failed: ran ? 0 : 1 };
  // A test step that reports no test at all (its runner died before writing, or found nothing to
  // run) has not shown anything to pass.
  const empty = counts !== undefined && counted.passed + counted.failed === 0;
  if (empty) failures.push(`${label}: no test report: the runner wrote no results`);
  record(label, ran && !empty, counted, seconds);
}

function record(label, ok, { passed, failed }, seconds) {
  // A runner that failed without reporting a failing test still failed.
  const failedHere = !ok && failed === 0 ? 1 : failed;
  totals.passed += passed;
  totals.failed += failedHere;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${passed} passed, ${failedHere} failed (${seconds} s)`);
}

function vitestSuiteCounts() {
  let passed = 0;
  let failed = 0;
  // Every workspace package with tests writes its own report.
  for (const dir of ['packages', 'tooling'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name)))) {
    const path = join(root, dir, 'reports', 'vitest.json');
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    vitestFailures(report, dir);
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  }
  return { passed, failed };
}

const failures = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

/**
 * A Playwright error in one line: its first line, then what it was waiting for and what it found
 * (the "Locator:", "Expected:", "Received:" and "Error:" lines), and where in the tests it failed.
 */
function playwrightError(error) {
  if (!error) return '';
  const lines = stripVTControlCharacters(error.message ?? '').split('\n');
  const details = lines.slice(1).filter((line) => /^\s*(Locator|Expected|Received|Error):/.test(line));
  // A deep-equality failure on a list (the page's unexpected errors, for one): what it held.
  const received = lines.filter((line) => /^\s*\+\s+"/.test(line)).map((line) => line.trim().slice(0, 400));
  // The failing line, and the spec's line that called it when that line is in a helper.
  const where = error.location ? [`${relative(root, error.location.file)}:${error.location.line}`] : [];
  const caller = /\(?([^\s()]+\.spec\.ts):(\d+):\d+/.exec(stripVTControlCharacters(error.stack ?? ''));
  const spec = caller ? relative(root, caller[1]) : null;
  if (spec && !where[0]?.startsWith(spec)) where.push(`${spec}:${caller[2]}`);
  const at = where.length > 0 ? ` (at ${where.join(', called from ')})` : '';
  return [firstLine(error.message), ...details.map((line) => line.trim()), ...received].join('; ') + at;
}

/** The failed tests of a Playwright JSON report, each with its error in one line. */
function playwrightFailures(report, label) {
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.flatMap((result) => result.errors ?? [])[0];
        failures.push(`${label}: [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${playwrightError(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) failures.push(`${label}: ${firstLine(error.message)}`);
}

/** The failed tests of a Vitest JSON report. */
function vitestFailures(report, label) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed)
      failures.push(`${label}: ${file.name.replace(root, '')} ${result.fullName}: ${firstLine(result.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${label}: ${file.name.replace(root, '')}: ${firstLine(file.message)}`);
  }
}

function playwrightCounts(dir = reports) {
  const path = join(dir, 'playwright.json');
  if (!existsSync(path)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const { stats } = report;
  playwrightFailures(report, 'e2e');
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

/** The engine smoke journeys' report (e2e/engines): one test per engine and casino app. */
function engineCounts(dir) {
  const path = join(dir, 'engines.json');
  if (!existsSync(path)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const test of report.tests ?? []) {
    if (test.status !== 'passed') failures.push(`engines: [${test.engine}] ${test.casino}: ${firstLine(test.error)}`);
  }
  return { passed: report.passed ?? 0, failed: report.failed ?? 0 };
}

const turbo = join(root, 'node_modules', '.bin', 'turbo');

// Every step is a turbo task with its inputs: an unchanged tree replays them from the cache.
const task = (name, ...extra) => ['run', name, '--continue', '--output-logs=new-only', ...extra];

step('typecheck', turbo, ['run', 'typecheck', '--continue', '--output-logs=errors-only']);
step('lint-and-format', turbo, task('//#lint'));
step('boundaries', turbo, task('//#boundaries'));
step('boundaries-self-test', turbo, task('//#boundaries:self-test'));
step('workflows', turbo, task('//#workflows'));
step('workflows-self-test', turbo, task('//#workflows:self-test'));
step('i18n', turbo, task('//#i18n'));
step('i18n-self-test', turbo, task('//#i18n:self-test'));
step('e2e-waits', turbo, task('//#e2e-waits'));
step('e2e-waits-self-test', turbo, task('//#e2e-waits:self-test'));
step('browser-target', turbo, task('//#browser-target'));
step('browser-target-self-test', turbo, task('//#browser-target:self-test'));
step(
  'unit-and-story-tests',
  turbo,
  [
    'run',
    'test',
    '--continue',
    // Two packages' tests at a time, one per core: the story tests wait on their browser about half
    // the time, and the other packages' tests fill it (2.5 instead of 3 minutes on two cores).
    '--concurrency=2',
    '--output-logs=new-only',
    '--',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ],
  () => vitestSuiteCounts(),
);
step('build', turbo, ['run', 'build', '--continue', '--output-logs=errors-only']);
step('bundle-budget', turbo, task('//#bundle-budget'));
step('bundle-budget-self-test', turbo, task('//#bundle-budget:self-test'));
const e2eReports = join(root, 'e2e', 'reports');
step('e2e', turbo, task('e2e', '--filter=@lobby/e2e'), () => playwrightCounts(e2eReports), '.', { LOBBY_REPORTS_DIR: e2eReports });
// Firefox ESR and WebKitGTK: the smoke journey of every casino app, beside the Chromium suite.
step('engines', turbo, task('engines', '--filter=@lobby/e2e'), () => engineCounts(e2eReports), '.', { LOBBY_REPORTS_DIR: e2eReports });
step('new-casino', turbo, task('//#new-casino:check'), () => playwrightCounts(join(reports, 'new-casino')));

// The failures again at the end, where a log cut to its last lines still shows them.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line.slice(0, 800)}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`steps took ${Math.round((performance.now() - checkStarted) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
