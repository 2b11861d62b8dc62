#!/usr/bin/env node
// Fails on fixed sleeps in the e2e specs: `waitForTimeout` (on a page, frame or anything else), a
// promise that only waits for a timer, and the promise timers of node. A spec waits for a state
// (a locator, `expect.poll`, an event), never for a number of milliseconds.
// `--self-test` proves it bites: planted sleeps must be caught, and waits for a state must pass.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { parse } = createRequire(join(root, 'package.json'))('@babel/parser');

/** The name of a member (`a.name`, `a['name']`, `a?.name`), or null. */
function memberName(node) {
  if (node.type !== 'MemberExpression' && node.type !== 'OptionalMemberExpression') return null;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'StringLiteral') return node.property.value;
  return null;
}

const isCall = (node) => node.type === 'CallExpression' || node.type === 'OptionalCallExpression';
const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** Whether `node` is a timer that settles the promise with `resolve`: `setTimeout(resolve, n)`, `window.setTimeout(() => resolve(), n)`. */
function timerResolves(node, resolve) {
  if (!isCall(node)) return false;
  const callee = node.callee;
  if (!((callee.type === 'Identifier' && callee.name === 'setTimeout') || memberName(callee) === 'setTimeout')) return false;
  const [callback] = node.arguments;
  if (callback?.type === 'Identifier') return callback.name === resolve;
  return (
    isFunction(callback) &&
    [...walk(callback.body)].some((inner) => isCall(inner) && inner.callee.type === 'Identifier' && inner.callee.name === resolve)
  );
}

/** Whether `node` is `new Promise(…)` that a timer resolves: a sleep (a timer that rejects is a deadline, and fine). */
function sleepingPromise(node) {
  if (node.type !== 'NewExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'Promise') return false;
  const [executor] = node.arguments;
  const resolve = isFunction(executor) && executor.params[0]?.type === 'Identifier' ? executor.params[0].name : null;
  return resolve !== null && [...walk(executor.body)].some((inner) => timerResolves(inner, resolve));
}

/** Every node under `node` (the AST's own objects, not its positions). */
function* walk(node) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key.endsWith('Comments')) continue;
    yield* walk(value);
  }
}

/** The fixed sleeps in `source` (a spec's text), each with its line and what it is. */
export function sleepsIn(source, file) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  const findings = [];
  const seen = new Set();
  const add = (node, what) => {
    const key = `${node.loc.start.line}:${node.loc.start.column}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ file, line: node.loc.start.line, what });
  };
  for (const node of walk(ast.program)) {
    if (memberName(node) === 'waitForTimeout') {
      add(node, 'waitForTimeout');
      seen.add(`${node.property.loc.start.line}:${node.property.loc.start.column}`);
    } else if (node.type === 'Identifier' && node.name === 'waitForTimeout') add(node, 'waitForTimeout');
    else if (sleepingPromise(node)) add(node, 'a promise that a timer resolves');
    else if (node.type === 'ImportDeclaration' && /^(node:)?timers\/promises$/.test(node.source.value))
      add(node, 'the promise timers of node');
    else if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'require' &&
      node.arguments[0]?.type === 'StringLiteral' &&
      /^(node:)?timers\/promises$/.test(node.arguments[0].value)
    )
      add(node, 'the promise timers of node');
  }
  return findings;
}

function report(findings) {
  for (const f of findings) console.error(`${f.file}:${f.line}: a fixed sleep (${f.what}); wait for a state instead`);
}

if (process.argv.includes('--self-test')) {
  const planted = `import { setTimeout as sleep } from 'node:timers/promises';
test('sleeps', async ({ page }) => {
  await page.waitForTimeout(300);
  await page.frames()[1]?.waitForTimeout(100);
  await page['waitForTimeout'](50);
  const { waitForTimeout } = page;
  await new Promise((resolve) => setTimeout(resolve, 500));
  await new Promise<void>((resolve) => window.setTimeout(() => resolve(), 10));
  await sleep(200);
});
`;
  const clean = `// No waitForTimeout here: the comment does not count, nor does a string.
test('waits for states', async ({ page }) => {
  const note = 'waitForTimeout';
  await expect(page.getByRole('button')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForURL(/\\/play\\//);
  await new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000);
    page.once('load', () => {
      clearTimeout(deadline);
      resolve(undefined);
    });
  });
});
`;
  const caught = sleepsIn(planted, 'planted.spec.ts');
  const expectedLines = [1, 3, 4, 5, 6, 7, 8];
  const lines = [...new Set(caught.map((finding) => finding.line))];
  const missing = expectedLines.filter((line) => !lines.includes(line));
  const wrong = sleepsIn(clean, 'clean.spec.ts');
  if (missing.length > 0 || wrong.length > 0) {
    report(caught);
    if (missing.length > 0) console.error(`e2e-waits did not catch the sleeps planted on lines ${missing.join(', ')}`);
    if (wrong.length > 0) {
      report(wrong);
      console.error('e2e-waits flagged a spec that waits for states');
    }
    process.exit(1);
  }
  console.log(`e2e-waits self-test: ${expectedLines.length} planted sleeps caught, waits for states left alone`);
  process.exit(0);
}

const testsDir = join(root, 'e2e', 'tests');
const files = readdirSync(testsDir, { recursive: true })
  .map(String)
  .filter((name) => /\.(ts|tsx|mts|js|mjs)$/.test(name))
  .map((name) => join(testsDir, name));
const findings = files.flatMap((file) => sleepsIn(readFileSync(file, 'utf8'), relative(root, file)));
report(findings);
if (findings.length === 0) console.log(`e2e-waits: ${files.length} files, no fixed sleep`);
process.exit(files.length > 0 && findings.length === 0 ? 0 : 1);
