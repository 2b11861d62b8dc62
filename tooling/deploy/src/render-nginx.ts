#!/usr/bin/env node
// pnpm --filter @lobby/deploy nginx <casino> [--base /casino/x/] [--dist DIR] [--controller URL] [--port N] [--root DIR]
// Prints the nginx server block for one casino app, from its casino.ts and its built index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverCasinos } from '@lobby/casinos';
import { renderNginx } from './nginx.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './rules.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    dist: { type: 'string' },
    controller: { type: 'string' },
    port: { type: 'string' },
    root: { type: 'string' },
  },
});
const key = positionals[0];
const casino = discoverCasinos().find((found) => found.key === key);
if (!casino) {
  console.error(
    `usage: render-nginx <casino> [--base PATH] [--dist DIR] [--controller URL] [--port N] [--root DIR]; casinos: ${discoverCasinos()
      .map((c) => c.key)
      .join(', ')}`,
  );
  process.exit(2);
}
const index = readFileSync(join(values.dist ?? join(casino.dir, 'dist'), 'index.html'), 'utf8');
process.stdout.write(
  renderNginx({
    basePath: values.base ?? process.env.LOBBY_BASE_PATH ?? casino.basePath,
    csp: contentSecurityPolicy(inlineScriptHashes(index), [], casino.frameOrigins),
    source: `${casino.displayName} (apps/${casino.key})`,
    ...(values.controller ? { controllerUrl: values.controller } : {}),
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.root ? { root: values.root } : {}),
  }),
);
