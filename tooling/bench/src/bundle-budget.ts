// The bundle-size budget of `./lobby check`: every casino app's home route initial JS (gzip) against
// the empty app's (the same framework libraries), both built in this run. The check fails above
// INITIAL_JS_CEILING and prints how far each app is from INITIAL_JS_TARGET. `--self-test` plants an
// app over the ceiling and one within the target, and expects only the first caught.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverCasinos, type FoundCasino } from '@lobby/casinos';
import { build } from 'vite';
import { buildEmptyApp, EMPTY_DIST } from './empty-app.ts';
import { gzipOf, INITIAL_JS_CEILING, INITIAL_JS_TARGET, judge, type Verdict } from './initial-js-budget.ts';
import { kb, table } from './report.ts';

/** Builds a casino app as its own build does, into a folder of its own (the app's dist stays as it is). */
async function buildApp(casino: FoundCasino, outDir: string): Promise<void> {
  await build({
    root: casino.dir,
    configFile: join(casino.dir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

function print(verdicts: readonly Verdict[]): void {
  table(
    [
      'app',
      'home initial JS, gzip',
      'empty app, gzip',
      'ratio',
      `target (${INITIAL_JS_TARGET.toFixed(2)}x)`,
      `ceiling (${INITIAL_JS_CEILING.toFixed(2)}x)`,
      '',
    ],
    verdicts.map((v) => [
      v.app,
      kb(v.gzip),
      kb(v.floor),
      `${(v.gzip / v.floor).toFixed(2)}x`,
      `${kb(v.floor * INITIAL_JS_TARGET)} ${v.gzip <= v.floor * INITIAL_JS_TARGET ? 'met' : 'not met'}`,
      kb(v.floor * INITIAL_JS_CEILING),
      v.within ? 'within' : 'OVER',
    ]),
  );
}

/** An app like the empty one, with an incompressible chunk its entry imports statically, `extra` times the floor. */
function plantApp(dir: string, floor: number, extra: number): string {
  cpSync(EMPTY_DIST, dir, { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = /<script[^>]*\bsrc="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the empty app has no entry script');
  const chunk = `export const planted = "${randomBytes(Math.ceil(floor * extra)).toString('base64')}";\n`;
  writeFileSync(join(dir, 'assets', 'planted.js'), chunk);
  const entryPath = join(dir, entry);
  writeFileSync(entryPath, `import { planted } from './planted.js';\nvoid planted;\n${readFileSync(entryPath, 'utf8')}`);
  return dir;
}

async function selfTest(work: string): Promise<boolean> {
  const floor = gzipOf(EMPTY_DIST);
  const overBy = INITIAL_JS_CEILING - 1 + 0.05;
  const underBy = INITIAL_JS_TARGET - 1 - 0.05;
  const over = judge(`planted ${Math.round(overBy * 100)}% over the floor`, plantApp(join(work, 'over'), floor, overBy), floor);
  const under = judge(`planted ${Math.round(underBy * 100)}% over the floor`, plantApp(join(work, 'under'), floor, underBy), floor);
  print([over, under]);
  const caught = !over.within && under.within;
  console.log(
    caught
      ? 'bundle budget self-test: the oversize app was caught, the one within the budget passed'
      : 'bundle budget self-test FAILED: the budget did not tell the two planted apps apart',
  );
  return caught;
}

async function check(work: string): Promise<boolean> {
  const casinos = discoverCasinos();
  const verdicts: Verdict[] = [];
  for (const casino of casinos) {
    const out = join(work, casino.key);
    await buildApp(casino, out);
    verdicts.push(judge(casino.key, out, gzipOf(EMPTY_DIST)));
  }
  print(verdicts);
  const over = verdicts.filter((verdict) => !verdict.within);
  console.log(
    over.length === 0
      ? `bundle budget: ${verdicts.length} apps within ${INITIAL_JS_CEILING.toFixed(2)}x of the empty app (target ${INITIAL_JS_TARGET.toFixed(2)}x)`
      : `bundle budget: ${over.map((verdict) => verdict.app).join(', ')} over ${INITIAL_JS_CEILING.toFixed(2)}x of the empty app`,
  );
  return verdicts.length > 0 && over.length === 0;
}

const work = mkdtempSync(join(tmpdir(), 'lobby-bundle-budget-'));
try {
  await buildEmptyApp();
  const ok = process.argv.includes('--self-test') ? await selfTest(work) : await check(work);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
