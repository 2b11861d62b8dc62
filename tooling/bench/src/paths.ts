// Where things are, from this file rather than the working directory, so any cwd works.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(BENCH_DIR, '..', '..');
export const FUSION_DIR = join(REPO_ROOT, 'apps', 'fusion');
export const FUSION_DIST = join(FUSION_DIR, 'dist');
export const EMPTY_APP_DIR = join(BENCH_DIR, 'empty-app');
