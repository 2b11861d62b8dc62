#!/usr/bin/env node
// Runs every check in order and prints the totals. Each step's test counts come from the runners'
// JSON reports; a static step (typecheck, lint) counts as one check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
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
  const ok = run(label, command, args, cwd, env);
  record(label, ok, counts ? counts(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function record(label, ok, { passed, failed }) {
  // A runner that failed without reporting a failing test still failed.
  const failedHere = !ok && failed === 0 ? 1 : failed;
  totals.passed += passed;
  totals.failed += failedHere;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${passed} passed, ${failedHere} failed`);
}

function vitestSuiteCounts() {
  let passed = 0;
  let failed = 0;
  // Every workspace package with tests writes its own report.
  for (const dir of ['packages', 'tooling'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name)))) {
    const path = join(root, dir, 'reports', 'vitest.json');
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  }
  return { passed, failed };
}

function playwrightCounts(dir = reports) {
  const path = join(dir, 'playwright.json');
  if (!existsSync(path)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(path, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

const turbo = join(root, 'node_modules', '.bin', 'turbo');
const bin = (name) => join(root, 'node_modules', '.bin', name);

step('typecheck', turbo, ['run', 'typecheck', '--continue', '--output-logs=errors-only']);
step('lint-and-format', bin('biome'), ['ci', '.']);
step('boundaries', process.execPath, ['tooling/lint/check-boundaries.mjs']);
step('boundaries-self-test', process.execPath, ['tooling/lint/check-boundaries.mjs', '--self-test']);
step('workflows', process.execPath, ['tooling/lint/check-workflows.mjs']);
step('workflows-self-test', process.execPath, ['tooling/lint/check-workflows.mjs', '--self-test']);
step(
  'unit-and-story-tests',
  turbo,
  [
    'run',
    'test',
    '--continue',
    '--output-logs=new-only',
    '--',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ],
  () => vitestSuiteCounts(),
);
step('build', turbo, ['run', 'build', '--continue', '--output-logs=errors-only']);
step('e2e', join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], playwrightCounts, 'e2e');

/**
 * A new casino from the generator: written, linked, built and smoke-tested like any app, then
 * removed again, with the lockfile as it was, whether or not it passed.
 */
function newCasinoStep() {
  const label = 'new-casino';
  if (only.length > 0 && !only.includes(label)) return;
  const key = 'casino-smoke';
  const app = join(root, 'apps', key);
  const lockfile = join(root, 'pnpm-lock.yaml');
  const savedLockfile = readFileSync(lockfile);
  const { atime, mtime } = statSync(lockfile);
  const smokeReports = join(reports, label);
  const remove = () => rmSync(app, { recursive: true, force: true });
  remove();
  try {
    const ok =
      run(
        `${label}: generate`,
        process.execPath,
        [
          'tooling/casinos/src/new-casino.ts',
          ...['--key', key, '--name', 'Smoke Test Casino', '--variant', 'single-provider', '--casino-id', '9001', '--brand', '#3fa7d6'],
        ],
        '.',
      ) &&
      run(`${label}: build`, join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], `apps/${key}`) &&
      run(`${label}: smoke e2e`, join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', `--project=${key}`], 'e2e', {
        LOBBY_E2E_CASINOS: key,
        LOBBY_REPORTS_DIR: smokeReports,
      });
    record(label, ok, playwrightCounts(smokeReports));
  } finally {
    remove();
    writeFileSync(lockfile, savedLockfile);
    utimesSync(lockfile, atime, mtime);
    spawnSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
  }
}
newCasinoStep();

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
