#!/usr/bin/env node
// A new casino from the generator: written, linked, built and smoke-tested like any app, then
// removed again, with the lockfile as it was, whether or not it passed. The Playwright report
// lands in reports/new-casino/ (a turbo output, so an unchanged tree replays it).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const key = 'casino-smoke';
const app = join(root, 'apps', key);
const lockfile = join(root, 'pnpm-lock.yaml');
const reports = join(root, 'reports', 'new-casino');

function run(label, command, args, cwd, env = {}) {
  console.log(`\n== new casino: ${label}`);
  return spawnSync(command, args, { cwd: join(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

const savedLockfile = readFileSync(lockfile);
const { atime, mtime } = statSync(lockfile);
const remove = () => rmSync(app, { recursive: true, force: true });
remove();
rmSync(reports, { recursive: true, force: true });
let ok = false;
try {
  ok =
    run(
      'generate',
      process.execPath,
      [
        'tooling/casinos/src/new-casino.ts',
        ...['--key', key, '--name', 'Smoke Test Casino', '--variant', 'single-provider', '--casino-id', '9001', '--brand', '#3fa7d6'],
      ],
      '.',
    ) &&
    run('build', join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], `apps/${key}`) &&
    run('smoke e2e', join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', `--project=${key}`], 'e2e', {
      LOBBY_E2E_CASINOS: key,
      LOBBY_REPORTS_DIR: reports,
    });
} finally {
  remove();
  writeFileSync(lockfile, savedLockfile);
  // The same time as before, so ./lobby does not take the lockfile for changed and reinstall.
  utimesSync(lockfile, atime, mtime);
  spawnSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
}
process.exit(ok ? 0 : 1);
