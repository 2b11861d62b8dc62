import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a test file does that only a module graph of its own undoes: it replaces a module or a global. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

/** A project of a package's tests, as Vitest's `projects` takes it. */
interface TestProject<Options> {
  readonly extends: true;
  readonly test: Options & { readonly name: string; readonly include: string[]; readonly exclude?: string[]; readonly isolate?: boolean };
}

/**
 * A package's tests as Vitest projects (`configUrl`: its config's `import.meta.url`): the files
 * that replace a module or a global run each in a module graph of its own (Vitest's default);
 * every other file shares one graph per worker.
 * Loading the package's modules again for every file was most of the unit tests' time: the domain's
 * 1,168 tests took 21 s in their own graphs and 2 s in a shared one. Each file's setup files still
 * run for it. A file that starts to replace a module moves to the isolated project by itself.
 * `options` go into both projects. The projects extend the package's config and add to its lists,
 * so that config names no `include` of its own.
 */
export function isolationProjects<Options extends object>(
  configUrl: string,
  include: string[],
  options: Options = {} as Options,
): TestProject<Options>[] {
  const packageDir = dirname(fileURLToPath(configUrl));
  const files = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => include.some((glob) => matchesGlob(file, glob)));
  const own = files.filter((file) => REPLACES_MODULES.test(readFileSync(join(packageDir, file), 'utf8')));
  const shared: TestProject<Options> = { extends: true, test: { ...options, name: 'shared', include, exclude: own, isolate: false } };
  return own.length === 0 ? [shared] : [shared, { extends: true, test: { ...options, name: 'isolated', include: own } }];
}

/**
 * The tests of a package that runs in Node alone (the domain, the controller, the tooling): every
 * `src/**\/*.test.ts`, with limits that catch hangs and are generous, since several packages test
 * at once on two cores.
 */
export function nodeTests(configUrl: string) {
  return {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: isolationProjects(configUrl, ['src/**/*.test.ts']),
  } as const;
}
