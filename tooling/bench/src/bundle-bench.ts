// Section 4: the home route's initial JS of the built fusion app against an empty app with the same
// framework libraries, built in this run.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildEmptyApp, EMPTY_DIST } from './empty-app.ts';
import { INITIAL_JS_TARGET as TARGET } from './initial-js-budget.ts';
import { initialJs, type JsFile } from './js-graph.ts';
import { FUSION_DIST } from './paths.ts';
import { heading, kb, note, type Problems, ratio, type SummaryRow, table } from './report.ts';

const total = (files: readonly JsFile[], key: 'bytes' | 'gzip') => files.reduce((sum, f) => sum + f[key], 0);

export async function bundleBench(problems: Problems, fusionBuiltNow: boolean): Promise<SummaryRow[]> {
  heading('4. Home route initial JS (gzip): apps/fusion against an empty app with the same libraries');
  const buildMs = await buildEmptyApp();
  const empty = initialJs(EMPTY_DIST);
  const fusion = initialJs(FUSION_DIST);
  problems.check(empty.length > 0 && total(empty, 'gzip') > 0, 'bundle: the empty app build has no JS');
  problems.check(fusion.length > 0 && total(fusion, 'gzip') > 0, 'bundle: apps/fusion/dist/index.html loads no JS');
  const builtAt = statSync(join(FUSION_DIST, 'index.html'))
    .mtime.toISOString()
    .replace(/\.\d+Z$/, 'Z');
  note(`apps/fusion/dist: ${fusionBuiltNow ? 'built in this run' : `built before this run, at ${builtAt}`}.`);
  note(
    `Empty app (tooling/bench/empty-app: react-dom/client, react-router, RTK, react-redux, i18next, react-i18next, idb) built in ${(buildMs / 1000).toFixed(1)} s.`,
  );
  note('Files: scripts and modulepreloads of index.html plus their static imports, not lazy chunks; gzip at zlib default level.');
  table(
    ['app', 'file', 'loaded as', 'raw', 'gzip'],
    [
      ...fusion.map((f) => ['fusion', f.path, f.via, kb(f.bytes), kb(f.gzip)]),
      ...empty.map((f) => ['empty', f.path, f.via, kb(f.bytes), kb(f.gzip)]),
    ],
  );
  const fusionGzip = total(fusion, 'gzip');
  const floor = total(empty, 'gzip');
  console.log();
  table(
    ['figure', 'gzip', 'ratio to the empty app'],
    [
      ['empty app (the floor)', kb(floor), '1.00x'],
      ['fusion home route', kb(fusionGzip), ratio(fusionGzip, floor)],
      [`target (QUALITY.md: within 10% of the floor)`, kb(floor * TARGET), `${TARGET.toFixed(2)}x`],
    ],
  );
  note(
    `The fusion home route is ${fusionGzip <= floor * TARGET ? 'within' : 'NOT within'} the target (${kb(fusionGzip - floor)} over the floor).`,
  );
  note('TOOLCHAIN.md measured ~134 KB for this stack with date-fns + date-fns-tz (~8 KB); this empty app leaves those out.');
  return [
    {
      section: '4 bundle',
      figure: 'home route initial JS, gzip',
      value: kb(fusionGzip),
      baseline: `${kb(floor)} empty app`,
      ratio: ratio(fusionGzip, floor),
      note: `target <= ${TARGET.toFixed(2)}x: ${fusionGzip <= floor * TARGET ? 'met' : 'not met'}`,
    },
  ];
}
