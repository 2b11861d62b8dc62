#!/usr/bin/env node
// node src/serve.ts <casino> --base /casino/x/ --controller URL [--build] [--port N] [--test-controls] [--extra-origin URL]...
// Serves a casino app's static build under a base path with the production rules (the local
// equivalent of its nginx config). --build first builds it for that base into apps/<casino>/dist-base.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverCasinos } from '@lobby/casinos';
import { startStaticServer } from './static-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    controller: { type: 'string' },
    build: { type: 'boolean', default: false },
    port: { type: 'string' },
    'test-controls': { type: 'boolean', default: false },
    'extra-origin': { type: 'string', multiple: true },
  },
});
const casino = discoverCasinos().find((found) => found.key === positionals[0]);
if (!casino || !values.controller) {
  console.error('usage: serve.ts <casino> --controller URL [--base PATH] [--build] [--port N] [--test-controls] [--extra-origin URL]...');
  process.exit(2);
}
const basePath = values.base ?? casino.basePath;
const dist = join(casino.dir, basePath === casino.basePath ? 'dist' : 'dist-base');
if (values.build) {
  // `vite build --base` moves the assets, the manifest's scope and the router's basename together.
  const vite = join(casino.dir, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', '--base', basePath, '--outDir', dist, '--logLevel', 'warn'], {
    cwd: casino.dir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startStaticServer({
  dist,
  basePath,
  controllerUrl: values.controller,
  testControls: values['test-controls'],
  extraOrigins: values['extra-origin'] ?? [],
  frameOrigins: casino.frameOrigins ?? [],
  ...(values.port ? { port: Number(values.port) } : {}),
});
console.log(`${casino.displayName} at ${server.url} (controller ${values.controller})`);
const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
