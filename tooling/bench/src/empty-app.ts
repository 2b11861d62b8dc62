// The empty app (tooling/bench/empty-app) built once per run: the floor of the bundle section and
// the Lighthouse section's baseline page both come from this build.
import { join } from 'node:path';
import { build } from 'vite';
import { EMPTY_APP_DIR } from './paths.ts';

export const EMPTY_DIST = join(EMPTY_APP_DIR, 'dist');

let built: Promise<number> | undefined;

/** Builds the empty app on the first call; every call resolves to the milliseconds that build took. */
export function buildEmptyApp(): Promise<number> {
  built ??= (async () => {
    const start = performance.now();
    await build({ root: EMPTY_APP_DIR, configFile: join(EMPTY_APP_DIR, 'vite.config.ts'), build: { outDir: EMPTY_DIST } });
    return performance.now() - start;
  })();
  return built;
}
