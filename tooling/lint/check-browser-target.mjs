#!/usr/bin/env node
// Fails on a platform API or a CSS feature that a browser of the declared target (browserslist in
// the root package.json) lacks, used without a fallback.
// - Scripts (the packages' and apps' sources, tests and stories aside): global interfaces and
//   functions (`new DecompressionStream()`, `structuredClone()`), their static members
//   (`AbortSignal.any`, `Promise.withResolvers`) and members of `window`, `navigator`, `document`
//   and `performance`, looked up in MDN's browser-compat-data. A use counts as having a fallback
//   where the same function (or module) tests for the feature: `typeof X.y`, `'y' in X`, `X?.y`,
//   `X.y === undefined`, or the feature as a condition. Instance methods (`array.toSorted()`) need
//   types and are not checked: the build's syntax target covers the language itself.
// - Stylesheets (the packages' and apps' CSS): properties, at-rules and pseudo-classes or -elements,
//   in the same data. A rule inside `@supports` has its fallback; so has a declaration after one of
//   the same property in its rule; properties that degrade by themselves (the browser skips the
//   declaration and the page still lays out as meant) are left out, each named below.
// Findings in the files of tooling/lint/browser-target-known.json are reported but do not fail,
// so that a package being restructured elsewhere can switch in its own time; a listed finding that
// is gone fails, so the list only shrinks.
// `--self-test` proves it bites: planted uses must be caught, and guarded ones left alone.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const { parse } = require('@babel/parser');
const browserslist = require('browserslist');
const bcd = require('@mdn/browser-compat-data');

/** browserslist's browser names as MDN's data names them. */
const BCD_BROWSER = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'safari_ios',
  and_chr: 'chrome_android',
  and_ff: 'firefox_android',
};

/** Receivers whose members are looked up in an interface of their own. */
const RECEIVERS = {
  window: 'Window',
  globalThis: 'Window',
  self: 'Window',
  navigator: 'Navigator',
  document: 'Document',
  performance: 'Performance',
};

/**
 * CSS properties left out, each because a browser without it still shows the page as meant: it
 * skips the declaration, and the page lays out and works without it.
 */
const CSS_DEGRADING = new Set([
  'text-wrap', // balanced headings where supported; plain wrapping elsewhere
  'text-wrap-style',
  'scrollbar-color', // the platform's scrollbar elsewhere
  'scrollbar-width',
  'scrollbar-gutter',
  'overscroll-behavior', // scroll chaining kept where unsupported
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'content-visibility', // rendering work skipped where supported; all rendered elsewhere
  'contain-intrinsic-size',
  'interpolate-size', // animating to auto where supported; a jump elsewhere
  'font-optical-sizing',
  'print-color-adjust',
  'accent-color', // the platform's colour for checkboxes and radios elsewhere
  'overflow-clip-margin', // a focus ring clipped at the box elsewhere
]);

/** At-rules left out for the same reason: an entry transition where supported, none elsewhere. */
const CSS_DEGRADING_AT_RULES = new Set(['starting-style']);

/** The oldest version of each browser of the target, as MDN's data names them. */
export function targetMinimums(queries) {
  const minimums = {};
  for (const entry of browserslist(queries)) {
    const [name, range] = entry.split(' ');
    const browser = BCD_BROWSER[name];
    if (!browser) continue;
    const version = Number.parseFloat(range.split('-')[0]);
    if (!(browser in minimums) || version < minimums[browser]) minimums[browser] = version;
  }
  return minimums;
}

const versionOf = (text) => (typeof text === 'string' ? Number.parseFloat(text.replace('≤', '')) : Number.NaN);

/** The target's browsers lacking a feature (its `__compat`), e.g. `safari_ios 16.4`. */
function lacking(compat, minimums) {
  const missing = [];
  for (const [browser, min] of Object.entries(minimums)) {
    const statements = [compat.support[browser] ?? []].flat();
    const supported = statements.some(
      (s) =>
        !s.flags &&
        !s.prefix &&
        !s.alternative_name &&
        (s.version_added === true || versionOf(s.version_added) <= min) &&
        (s.version_removed === undefined || s.version_removed === false || versionOf(s.version_removed) > min),
    );
    if (!supported) missing.push(`${browser} ${min}`);
  }
  return missing;
}

/** MDN's entry for a global name used as a value, or null. */
function globalEntry(name) {
  for (const entry of [bcd.api[name], bcd.javascript.builtins[name], bcd.api.Window[name]]) if (entry?.__compat) return entry;
  return null;
}

/** MDN's entry for `owner.member` (owner a global interface or one of RECEIVERS), or null. */
function memberEntry(owner, member) {
  const receiver = RECEIVERS[owner];
  if (receiver) return bcd.api[receiver]?.[member]?.__compat ? bcd.api[receiver][member] : globalEntry(member);
  const entry = globalEntry(owner);
  const found = entry?.[`${member}_static`] ?? (bcd.javascript.builtins[owner] ? entry?.[member] : undefined);
  return found?.__compat ? found : null;
}

/** Every node under `node`, each with its parent chain. */
function* walk(node, parents = []) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child, parents);
    return;
  }
  if (typeof node.type !== 'string') return;
  // Types say nothing about what runs.
  if (
    node.type.startsWith('TS') &&
    node.type !== 'TSAsExpression' &&
    node.type !== 'TSNonNullExpression' &&
    node.type !== 'TSSatisfiesExpression'
  )
    return;
  yield [node, parents];
  const inner = [...parents, node];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key.endsWith('Comments')) continue;
    yield* walk(value, inner);
  }
}

/** The names a file declares itself (imports, parameters, variables, functions, classes): not globals there. */
function declaredNames(program) {
  const names = new Set();
  const addPattern = (pattern) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.add(pattern.name);
    else if (pattern.type === 'ObjectPattern')
      for (const p of pattern.properties) addPattern(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements) addPattern(p);
    else if (pattern.type === 'AssignmentPattern') addPattern(pattern.left);
    else if (pattern.type === 'RestElement') addPattern(pattern.argument);
  };
  for (const [node] of walk(program)) {
    if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier')
      names.add(node.local.name);
    else if (node.type === 'VariableDeclarator') addPattern(node.id);
    else if ((node.type.endsWith('FunctionDeclaration') || node.type === 'ClassDeclaration') && node.id) names.add(node.id.name);
    if (/Function/.test(node.type)) for (const param of node.params ?? []) addPattern(param);
    if (node.type === 'CatchClause') addPattern(node.param);
  }
  return names;
}

const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ObjectMethod|ClassMethod)$/;

/** The feature a node names: `X` for an identifier, `X.y` for a member of an identifier; else null. */
function featureKey(node) {
  if (node.type === 'Identifier') return node.name;
  if ((node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && node.object.type === 'Identifier') {
    const member = node.computed ? (node.property.type === 'StringLiteral' ? node.property.value : null) : node.property.name;
    return member ? `${node.object.name}.${member}` : null;
  }
  return null;
}

/** The features `node` tests for, as a feature test does (typeof, `in`, optional access, a comparison or a condition). */
function testedFeatures(node, parents) {
  const tested = [];
  const parent = parents.at(-1);
  const key = featureKey(node);
  if (key) {
    const condition =
      (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') ||
      (parent?.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator)) ||
      ((parent?.type === 'IfStatement' || parent?.type === 'ConditionalExpression') && parent.test === node) ||
      (parent?.type === 'LogicalExpression' && parent.left === node) ||
      (parent?.type === 'UnaryExpression' && parent.operator === '!') ||
      node.optional === true ||
      (parent?.type === 'OptionalCallExpression' && parent.callee === node);
    if (condition) tested.push(key);
  }
  // 'y' in X, 'X' in window
  if (
    node.type === 'BinaryExpression' &&
    node.operator === 'in' &&
    node.left.type === 'StringLiteral' &&
    node.right.type === 'Identifier'
  ) {
    tested.push(`${node.right.name}.${node.left.value}`);
    if (RECEIVERS[node.right.name]) tested.push(node.left.value);
  }
  return tested;
}

/** The uses of features beyond the target in a script's source, without a test for them nearby. */
export function scriptFindings(source, file, minimums) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  const declared = declaredNames(ast.program);
  const uses = [];
  const tests = new Map();
  for (const [node, parents] of walk(ast.program)) {
    const scope = parents.findLast((p) => FUNCTION.test(p.type)) ?? ast.program;
    for (const key of testedFeatures(node, parents)) {
      if (!tests.has(scope)) tests.set(scope, new Set());
      tests.get(scope).add(key);
    }
    const parent = parents.at(-1);
    let key = null;
    let entry = null;
    if (
      (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') &&
      node.object.type === 'Identifier' &&
      !declared.has(node.object.name)
    ) {
      key = featureKey(node);
      const [owner, member] = key?.split('.') ?? [];
      entry = key ? memberEntry(owner, member) : null;
    } else if (node.type === 'Identifier' && !declared.has(node.name) && parent) {
      const asMember =
        (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === node && !parent.computed;
      const asKey =
        (parent.type === 'ObjectProperty' || parent.type === 'ClassProperty' || parent.type === 'ObjectMethod') && parent.key === node;
      const declaring = parent.type === 'VariableDeclarator' || /Function|Import|Class/.test(parent.type) || parent.type.startsWith('JSX');
      if (!asMember && !asKey && !declaring) {
        key = node.name;
        entry = globalEntry(node.name);
      }
    }
    if (!key || !entry) continue;
    const missing = lacking(entry.__compat, minimums);
    if (missing.length > 0)
      uses.push({
        file,
        line: node.loc.start.line,
        feature: key,
        missing,
        scopes: [...parents]
          .reverse()
          .filter((p) => FUNCTION.test(p.type))
          .concat(ast.program),
      });
  }
  return uses.filter((use) => !use.scopes.some((scope) => tests.get(scope)?.has(use.feature))).map(({ scopes: _, ...use }) => use);
}

/** The uses of CSS features beyond the target in a stylesheet's source, without a fallback. */
export function styleFindings(source, file, minimums) {
  const postcss = require('postcss');
  const findings = [];
  const add = (node, feature, entry) => {
    const missing = entry?.__compat ? lacking(entry.__compat, minimums) : [];
    if (missing.length > 0) findings.push({ file, line: node.source?.start?.line ?? 0, feature, missing });
  };
  const guarded = (node) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'atrule' && parent.name === 'supports') return true;
    return false;
  };
  postcss.parse(source).walk((node) => {
    if (guarded(node)) return;
    // A vendor-prefixed declaration or selector is itself the fallback of a browser.
    if (node.type === 'decl' && !node.prop.startsWith('-') && !CSS_DEGRADING.has(node.prop)) {
      const earlier = node.parent?.nodes?.slice(0, node.parent.nodes.indexOf(node)) ?? [];
      const fallback = (other) => other.type === 'decl' && (other.prop === node.prop || other.prop === `-webkit-${node.prop}`);
      if (earlier.some(fallback)) return;
      add(node, node.prop, bcd.css.properties[node.prop]);
    } else if (node.type === 'atrule' && node.name !== 'supports' && !CSS_DEGRADING_AT_RULES.has(node.name))
      add(node, `@${node.name}`, bcd.css['at-rules'][node.name]);
    else if (node.type === 'rule') {
      for (const [, pseudo] of node.selector.matchAll(/::?([a-z][a-z-]*)/g)) add(node, `:${pseudo}`, bcd.css.selectors[pseudo]);
    }
  });
  return findings;
}

const queries = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).browserslist;
const minimums = targetMinimums(queries);
const show = (finding) =>
  `${finding.file}:${finding.line}: ${finding.feature}${finding.missing ? ` is missing in ${finding.missing.join(', ')}` : ''}: add a fallback (or a test for it)`;

if (process.argv.includes('--self-test')) {
  const planted = `export function any(signals: AbortSignal[]) {
  return AbortSignal.any(signals);
}
export const mark = () => new Highlight();
export const group = (list: number[]) => Object.groupBy(list, (n) => n % 2);
export const resolvers = () => Promise.withResolvers<void>();
export const idle = (run: () => void) => requestIdleCallback(run);
export const idleOnWindow = (run: () => void) => window.requestIdleCallback(run);
`;
  const guarded = `export function any(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  return new AbortController().signal;
}
export const idle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1));
export function later(run: () => void) {
  if (!('requestIdleCallback' in window)) return setTimeout(run, 1);
  return requestIdleCallback(run);
}
export const resolvers = () => Promise.withResolvers?.<void>();
export function local(AbortSignal: { any: (x: unknown) => unknown }) {
  return AbortSignal.any([]);
}
const structuredClone = (x: unknown) => x;
export const copy = (x: unknown) => structuredClone(x);
export const old = () => [new AbortController(), fetch, new URL('/x', 'http://x'), Promise.all([])];
`;
  const caught = scriptFindings(planted, 'planted.ts', minimums);
  const expectedLines = [2, 4, 5, 6, 7, 8];
  const lines = [...new Set(caught.map((finding) => finding.line))];
  const missing = expectedLines.filter((line) => !lines.includes(line));
  const wrong = scriptFindings(guarded, 'guarded.ts', minimums);
  const fixture = join(root, 'tooling', 'lint', 'fixtures', 'browser-target');
  const badStyles = styleFindings(readFileSync(join(fixture, 'beyond.css'), 'utf8'), 'beyond.css', minimums);
  const goodStyles = styleFindings(readFileSync(join(fixture, 'within.css'), 'utf8'), 'within.css', minimums);
  const styles = [...badStyles, ...goodStyles];
  const expectedStyles = [3, 6, 11];
  const missingStyles = expectedStyles.filter((line) => !badStyles.some((finding) => finding.line === line));
  if (missing.length > 0 || wrong.length > 0 || missingStyles.length > 0 || goodStyles.length > 0) {
    for (const finding of [...caught, ...wrong, ...styles]) console.error(show(finding));
    if (missing.length > 0) console.error(`browser-target did not catch the uses planted on lines ${missing.join(', ')}`);
    if (wrong.length > 0) console.error('browser-target flagged uses that test for their feature first');
    if (missingStyles.length > 0)
      console.error(
        `browser-target did not catch the stylesheet features planted on lines ${missingStyles.join(', ')} of fixtures/browser-target/beyond.css`,
      );
    if (goodStyles.length > 0) console.error('browser-target flagged a stylesheet within the target (fixtures/browser-target/within.css)');
    process.exit(1);
  }
  console.log(
    `browser-target self-test: ${expectedLines.length} planted uses and ${expectedStyles.length} stylesheet features caught, guarded uses and stylesheets with fallbacks left alone`,
  );
  process.exit(0);
}

/** The files of the packages' and apps' sources that run in a browser: no tests, stories, benchmarks or test helpers. */
function sources(extension) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const src = join(root, group, name, 'src');
      let entries = [];
      try {
        entries = readdirSync(src, { recursive: true }).map(String);
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!extension.test(entry) || /\.(test|stories|bench)\.tsx?$/.test(entry) || /(^|\/)testing\//.test(entry)) continue;
        found.push(join(src, entry));
      }
    }
  }
  return found;
}

const known = JSON.parse(readFileSync(join(root, 'tooling', 'lint', 'browser-target-known.json'), 'utf8')).known;
const isKnown = (finding) => known.some((entry) => entry.file === finding.file && entry.feature === finding.feature);
const files = sources(/\.tsx?$/);
const sheets = sources(/\.css$/);
const findings = [
  ...files.flatMap((file) => scriptFindings(readFileSync(file, 'utf8'), relative(root, file), minimums)),
  ...sheets.flatMap((file) => styleFindings(readFileSync(file, 'utf8'), relative(root, file), minimums)),
];
const failing = findings.filter((finding) => !isKnown(finding));
const gone = known.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.feature === entry.feature));
for (const finding of findings.filter(isKnown)) console.log(`known (${known.find((e) => e.file === finding.file)?.why}): ${show(finding)}`);
for (const finding of failing) console.error(show(finding));
for (const entry of gone)
  console.error(`${entry.file}: ${entry.feature} is listed in browser-target-known.json but no longer used there: remove the entry`);
const ok = files.length > 0 && failing.length === 0 && gone.length === 0;
if (ok) console.log(`browser-target: ${files.length} scripts and ${sheets.length} stylesheets within ${queries.join(', ')}`);
process.exit(ok ? 0 : 1);
