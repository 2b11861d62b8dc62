import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CasinoDefinition } from './casino.ts';
import { casinoProblems } from './problems.ts';

/** The repository root (this file is tooling/casinos/src/discover.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A casino found under apps/, with its folder. */
export interface FoundCasino extends CasinoDefinition {
  /** Absolute path of apps/<key>. */
  readonly dir: string;
}

// Node 24 loads the TypeScript module synchronously (require of ESM, type stripping), so callers
// that cannot wait (a Playwright config, a module-level table) get the list at once.
const load = createRequire(import.meta.url);

/** Every apps/<key>/casino.ts, sorted by key; throws naming the file when one is invalid. */
export function discoverCasinos(root: string = REPO_ROOT): FoundCasino[] {
  const apps = join(root, 'apps');
  const found: FoundCasino[] = [];
  for (const entry of readdirSync(apps, { withFileTypes: true })) {
    const file = join(apps, entry.name, 'casino.ts');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const { casino } = load(file) as { casino: CasinoDefinition };
    const problems = casinoProblems(casino, entry.name);
    if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
    found.push({ ...casino, dir: join(apps, entry.name) });
  }
  const ports = new Map<number, string>();
  for (const casino of found) {
    // Two apps may share a controller profile (and so its port), never a dev port.
    for (const [port, owner] of [
      [casino.ports.dev, `app ${casino.key}`],
      [casino.ports.controller, `controller ${casino.controller.profile}`],
    ] as const) {
      const taken = ports.get(port);
      if (taken && taken !== owner) throw new Error(`port ${port} is taken by both ${taken} and ${owner}`);
      ports.set(port, owner);
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
