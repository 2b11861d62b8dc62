#!/usr/bin/env node
// Fails on a translation key missing in a language, a key no code uses, and an English string
// written into a component instead of a translation. `--self-test` proves each rule bites on a
// fixture tree that breaks it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** Every language must hold every key of every namespace. */
const LANGUAGES = ['en', 'de', 'es', 'fr'];

/** Props whose string a person reads or hears: a literal there must be a translation. */
const USER_FACING_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'intro',
  'text',
  'message',
]);

/**
 * Keys built at run time, which no literal names. Each pattern names the template that builds its
 * keys and the file that holds it; an entry whose template is gone fails the check, so the list
 * cannot outlive the code.
 */
export const DYNAMIC_KEYS = [
  {
    keys: /^category\.[a-z0-9-]+$/,
    template: 'category.',
    files: ['packages/casino-kit/src/features/lobby/list-pages.tsx'],
    why: 'a category page is titled by the slug of its route',
  },
  {
    keys: /^section\.[a-z0-9]+$/,
    template: 'section.',
    files: ['packages/casino-kit/src/features/lobby/home-section-view.tsx', 'packages/casino-kit/src/features/lobby/list-pages.tsx'],
    why: 'home sections and sub-group pages are titled by the catalog section id',
  },
  {
    keys: /^notice\.[a-z_]+\.(title|message)$/,
    template: 'notice.',
    files: ['packages/casino-kit/src/features/shell/notices-host.tsx'],
    why: 'a notice is worded by its kind',
  },
  {
    keys: /^play\.tip\.\d+$/,
    template: 'play.tip.',
    files: ['packages/casino-kit/src/features/play/play-view.tsx'],
    why: 'the loading screen shows a numbered tip',
  },
  {
    keys: /^rewards\.reason\.[a-z_]+$/,
    template: 'rewards.reason.',
    files: ['packages/ui/src/rewards/dfs-reason-panel.tsx'],
    why: 'a daily free spins reason is worded by its name',
  },
  {
    keys: /^rewards\.countdown\.(hours|minutes|seconds)(Short)?$/,
    template: 'rewards.countdown.',
    files: ['packages/ui/src/rewards/next-spin-countdown.tsx'],
    why: 'each countdown unit has a long and a short label',
  },
  {
    keys: /^rewards\.balance\.[a-z]+$/,
    template: 'rewards.balance.',
    files: ['packages/ui/src/rewards/account-overview.tsx'],
    why: 'the dashboard words each balance by its kind',
  },
  {
    keys: /^rewards\.link\.[a-z]+$/,
    template: 'rewards.link.',
    files: ['packages/ui/src/rewards/account-overview.tsx'],
    why: 'the dashboard words each link by its kind',
  },
];

/** Every `locales` folder under `dir`: the ui's, and the kit's (shared texts and each feature's own). */
function localeDirsUnder(dir) {
  if (!existsSync(join(root, dir))) return [];
  const found = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = `${dir}/${entry.name}`;
    if (entry.name === 'locales') found.push(path);
    else found.push(...localeDirsUnder(path));
  }
  return found;
}

const casinoApps = readdirSync(join(root, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `apps/${entry.name}/src`);

/** What the real tree is checked with. */
const PROJECT = {
  root,
  localeDirs: [...localeDirsUnder('packages/ui/src'), ...localeDirsUnder('packages/casino-kit/src')],
  sourceDirs: ['packages/ui/src', 'packages/casino-core/src', 'packages/casino-kit/src', ...casinoApps],
  componentDirs: ['packages/ui/src', 'packages/casino-kit/src'],
  dynamicKeys: DYNAMIC_KEYS,
};

// Tests, stories and the stand-ins stories render (`src/stories/`) are not the product.
const isTestOrStory = (path) => /\.(test|stories)\.tsx?$/.test(path) || /[/\\]stories[/\\]/.test(path);

function filesUnder(dir, accept) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...filesUnder(path, accept));
    } else if (accept(path)) out.push(path);
  }
  return out;
}

/** Visits every node of a Babel AST. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

function parseFile(path) {
  return parse(readFileSync(path, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
}

/** Reads `{lng}/{namespace}.json` under each locale dir: namespace -> language -> texts. */
function readLocales(base, localeDirs) {
  const namespaces = new Map();
  for (const dir of localeDirs) {
    const abs = join(base, dir);
    for (const file of filesUnder(abs, (path) => path.endsWith('.json'))) {
      const [language, name] = relative(abs, file).split('/');
      if (!name) continue;
      const namespace = name.replace(/\.json$/, '');
      if (!namespaces.has(namespace)) namespaces.set(namespace, { dir, languages: new Map() });
      namespaces.get(namespace).languages.set(language, JSON.parse(readFileSync(file, 'utf8')));
    }
  }
  return namespaces;
}

/** The plural base of an i18next key (`x_one` -> `x`), which is what code names. */
const pluralBase = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const hasWords = (text) => /[A-Za-z]{2,}/.test(text);

/** A string literal's text in a prop value, if the value is one. */
function literalText(value) {
  if (!value) return null;
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'JSXExpressionContainer') return literalText(value.expression);
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0].value.cooked;
  return null;
}

/** Runs every rule over a tree; returns its problems, each `{ rule, where, detail }`. */
export function checkI18n({ root: base, localeDirs, sourceDirs, componentDirs, dynamicKeys }) {
  const problems = [];
  const namespaces = readLocales(base, localeDirs);

  // 1. Every key of a namespace, in every language.
  for (const [namespace, { dir, languages }] of namespaces) {
    const keys = new Set([...languages.values()].flatMap((texts) => Object.keys(texts)));
    for (const language of LANGUAGES) {
      const texts = languages.get(language);
      for (const key of keys) {
        if (!texts || typeof texts[key] !== 'string' || texts[key].trim() === '') {
          problems.push({ rule: 'missing-key', where: `${dir}/${language}/${namespace}.json`, detail: key });
        }
      }
    }
  }

  // Every string literal and template start in the code.
  const literals = new Set();
  const templates = new Map();
  const sources = sourceDirs.flatMap((dir) => filesUnder(join(base, dir), (path) => /\.tsx?$/.test(path) && !isTestOrStory(path)));
  for (const file of sources) {
    const where = relative(base, file);
    walk(parseFile(file).program, (node) => {
      if (node.type === 'StringLiteral') literals.add(node.value);
      if (node.type === 'TemplateLiteral') {
        if (node.expressions.length === 0) literals.add(node.quasis[0].value.cooked);
        else {
          if (!templates.has(where)) templates.set(where, new Set());
          templates.get(where).add(node.quasis[0].value.cooked);
        }
      }
    });
  }

  // 2. Every key named by the code, or built by a documented template that is still there.
  for (const entry of dynamicKeys) {
    for (const file of entry.files) {
      if (!templates.get(file)?.has(entry.template)) {
        problems.push({ rule: 'stale-dynamic-key', where: file, detail: `no template \`${entry.template}…\` for ${entry.keys}` });
      }
    }
  }
  for (const [namespace, { dir, languages }] of namespaces) {
    for (const key of Object.keys(languages.get('en') ?? {})) {
      const named = literals.has(key) || literals.has(pluralBase(key));
      const built = dynamicKeys.some((entry) => entry.keys.test(key));
      if (!named && !built) problems.push({ rule: 'unused-key', where: `${dir}/en/${namespace}.json`, detail: key });
    }
  }

  // 3. No English written into a component: JSX text, or a literal in a prop people read.
  const components = componentDirs.flatMap((dir) => filesUnder(join(base, dir), (path) => path.endsWith('.tsx') && !isTestOrStory(path)));
  for (const file of components) {
    const where = relative(base, file);
    walk(parseFile(file).program, (node) => {
      if (node.type === 'JSXText' && hasWords(node.value)) {
        problems.push({ rule: 'hard-coded-text', where: `${where}:${node.loc.start.line}`, detail: node.value.trim() });
      }
      if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
        for (const child of node.children) {
          const text = child.type === 'JSXExpressionContainer' ? literalText(child) : null;
          if (text !== null && hasWords(text))
            problems.push({ rule: 'hard-coded-text', where: `${where}:${child.loc.start.line}`, detail: text });
        }
      }
      if (node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && USER_FACING_PROPS.has(node.name.name)) {
        const text = literalText(node.value);
        if (text !== null && hasWords(text)) {
          problems.push({ rule: 'hard-coded-text', where: `${where}:${node.loc.start.line}`, detail: `${node.name.name}="${text}"` });
        }
      }
    });
  }
  return problems;
}

function selfTest() {
  const fixture = join(here, 'fixtures', 'i18n');
  const problems = checkI18n({
    root: fixture,
    localeDirs: ['locales'],
    sourceDirs: ['src'],
    componentDirs: ['src'],
    dynamicKeys: [
      { keys: /^kind\.[a-z]+$/, template: 'kind.', files: ['src/panel.tsx'], why: 'fixture: a key built from a kind' },
      { keys: /^gone\./, template: 'gone.', files: ['src/panel.tsx'], why: 'fixture: a template that is no longer there' },
    ],
  });
  const found = problems.map((problem) => `${problem.rule} ${problem.detail}`).sort();
  const expected = [
    'hard-coded-text Welcome aboard',
    'hard-coded-text Read the rules',
    'hard-coded-text aria-label="Close the panel"',
    'hard-coded-text placeholder="Type a name"',
    'missing-key panel.body',
    'missing-key panel.title',
    'stale-dynamic-key no template `gone.…` for /^gone\\./',
    'unused-key panel.unused',
  ].sort();
  const missed = expected.filter((line) => !found.includes(line));
  const extra = found.filter((line) => !expected.includes(line));
  if (missed.length > 0 || extra.length > 0) {
    console.error(`i18n self-test: not caught: ${missed.join('; ') || '-'}; false alarms: ${extra.join('; ') || '-'}`);
    process.exit(1);
  }
  console.log(`i18n self-test: ${expected.length} planted problems caught, no false alarm`);
}

if (process.argv.includes('--self-test')) {
  selfTest();
} else {
  const problems = checkI18n(PROJECT);
  for (const problem of problems) console.error(`${problem.rule}: ${problem.where}: ${problem.detail}`);
  const keys = [...readLocales(root, PROJECT.localeDirs).values()].reduce(
    (sum, ns) => sum + Object.keys(ns.languages.get('en') ?? {}).length,
    0,
  );
  console.log(`i18n: ${keys} keys in ${LANGUAGES.length} languages, ${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
