#!/usr/bin/env node
// What a CI run has to do, as GitHub Actions outputs: the workspace packages a change affects (with
// their dependents) and the casino apps (apps/*/casino.ts). Without a base commit, everything.
//   node tooling/bootstrap/ci-plan.mjs [BASE_SHA] >> "$GITHUB_OUTPUT"
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverCasinos } from '../casinos/src/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = process.argv[2] && !/^0+$/.test(process.argv[2]) ? process.argv[2] : '';
const filter = base ? [`--filter=...[${base}]`] : [];
const listed = spawnSync(join(root, 'node_modules', '.bin', 'turbo'), ['ls', ...filter, '--output', 'json'], {
  cwd: root,
  encoding: 'utf8',
});
if (listed.status !== 0) {
  console.error(listed.stderr);
  process.exit(1);
}
const { packages } = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('{')));
const items = packages.items.filter((item) => item.path !== 'e2e').map((item) => ({ name: item.name, path: item.path }));
console.log(`packages=${JSON.stringify(items)}`);
const casinos = discoverCasinos().map(({ key, basePath, controller }) => ({
  key,
  basePath,
  passphraseVariable: controller.passphraseVariable,
}));
console.log(`casinos=${JSON.stringify(casinos)}`);
