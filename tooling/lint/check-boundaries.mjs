#!/usr/bin/env node
// Fails when a dependency arrow points the wrong way or a package is entered by a deep import.
// `--self-test` proves the rules bite: it cruises a fixture tree that breaks each of them.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const root = join(here, '..', '..');
const config = join(here, 'dependency-cruiser.cjs');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

function cruise(cwd, targets) {
  const result = spawnSync(depcruise, ['--config', config, '--output-type', 'json', ...targets], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!result.stdout) throw new Error(`dependency-cruiser failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

function ruleNames(report) {
  return new Set(report.summary.violations.map((violation) => violation.rule.name));
}

if (process.argv.includes('--self-test')) {
  // One planted break per rule: every rule of the configuration must bite on the fixture tree.
  const fixture = join(here, 'fixtures', 'broken');
  const report = cruise(fixture, ['packages', 'apps', 'tooling']);
  const expected = require(config).forbidden.map((rule) => rule.name);
  const found = ruleNames(report);
  const missing = expected.filter((rule) => !found.has(rule));
  // Outside the packages a cycle through a type-only import is erased and allowed: it must pass.
  const falseAlarms = report.summary.violations.filter((violation) => violation.from.startsWith('apps/demo/src/typed-'));
  if (report.summary.totalCruised < 20 || missing.length > 0 || falseAlarms.length > 0) {
    console.error(
      `boundary rules did not catch: ${missing.join(', ') || '-'}; flagged a type-only cycle outside the packages: ${falseAlarms.length}`,
    );
    process.exit(1);
  }
  console.log(`boundary self-test: all ${expected.length} rules caught their planted break in ${report.summary.totalCruised} modules`);
  process.exit(0);
}

const report = cruise(root, ['packages', 'apps', 'tooling/controller/src', 'e2e']);
const { violations, totalCruised, totalDependenciesCruised } = report.summary;
// dependency-cruiser silently skips TypeScript when it cannot load a compiler: an empty graph is a failure.
if (totalCruised < 20 || totalDependenciesCruised === 0) {
  console.error(`dependency-cruiser cruised only ${totalCruised} modules; is its TypeScript missing?`);
  process.exit(1);
}
for (const violation of violations) {
  console.error(`${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}
console.log(`boundaries: ${totalCruised} modules, ${totalDependenciesCruised} dependencies, ${violations.length} violations`);
process.exit(violations.length === 0 ? 0 : 1);
