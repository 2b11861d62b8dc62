import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { UNDER_BASE } from './playwright.config.ts';

/** The built index.html's age, or 0 when there is none. */
const builtAt = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0);

/**
 * Checks that every app under test is built, and builds the base-path variants (dist-base/) when
 * they are missing or older than the app's own build, once, before the workers start.
 */
export default function globalSetup(_config: FullConfig): void {
  for (const { casino, basePath } of UNDER_BASE) {
    if (builtAt(join(casino.dir, 'dist')) === 0) throw new Error(`apps/${casino.key} is not built: run the build first (turbo run build)`);
    if (builtAt(join(casino.dir, 'dist-base')) > builtAt(join(casino.dir, 'dist'))) continue;
    const vite = join(casino.dir, 'node_modules', '.bin', 'vite');
    const build = spawnSync(vite, ['build', '--base', basePath, '--outDir', 'dist-base', '--logLevel', 'warn'], {
      cwd: casino.dir,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`building apps/${casino.key} under ${basePath} failed`);
  }
}
