#!/usr/bin/env node
// node e2e/engines/engine-smoke.ts [--engines firefox,webkit]
// The smoke journey of every casino app (LOBBY_E2E_CASINOS narrows them) in Firefox ESR and
// WebKitGTK, beside the Chromium suite: the built apps (dist/) behind the production rules, one
// reference controller for all of them. Console errors, uncaught errors and policy refusals fail a
// journey. Writes $LOBBY_REPORTS_DIR/engines.json ({passed, failed, tests}); exits non-zero on a failure.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverCasinos } from '@lobby/casinos';
import { type StaticServer, startStaticServer } from '@lobby/deploy';
import { startController } from '../tests/servers.ts';
import { withCapture } from './capture.ts';
import { type EngineDriver, firefox, webkit } from './engine-driver.ts';
import { runJourney } from './journey.ts';

const ENGINES: Record<string, () => Promise<EngineDriver>> = { firefox, webkit };

const { values } = parseArgs({ options: { engines: { type: 'string', default: Object.keys(ENGINES).join(',') } } });
const engines = values.engines.split(',').filter((name) => name in ENGINES);
const only = (process.env.LOBBY_E2E_CASINOS ?? '').split(',').filter(Boolean);
const casinos = discoverCasinos().filter((casino) => only.length === 0 || only.includes(casino.key));
const reportsDir = process.env.LOBBY_REPORTS_DIR ?? join(import.meta.dirname, '..', 'reports');

interface Result {
  readonly engine: string;
  readonly casino: string;
  readonly status: 'passed' | 'failed';
  readonly seconds: number;
  readonly error?: string;
}
const results: Result[] = [];
// A report from an earlier run must not stand for this one.
rmSync(join(reportsDir, 'engines.json'), { force: true });

for (const casino of casinos) {
  if (!existsSync(join(casino.dir, 'dist', 'index.html')))
    throw new Error(`apps/${casino.key} is not built: pnpm --filter @lobby/app-${casino.key} build`);
}

const controller = await startController(...new Set(casinos.map((casino) => casino.controller.profile)));
const servers: { key: string; server: StaticServer; copy: string }[] = [];
try {
  for (const casino of casinos) {
    const controllerUrl = controller.urls.get(casino.controller.profile) ?? '';
    const copy = withCapture(join(casino.dir, 'dist'));
    const server = await startStaticServer({
      dist: copy,
      basePath: '/',
      controllerUrl,
      testControls: true,
      extraOrigins: [controllerUrl],
      frameOrigins: casino.frameOrigins ?? [],
    });
    servers.push({ key: casino.key, server, copy });
  }
  // A fresh browser for each app: one app's pages, frames and storage never weigh on the next.
  for (const engine of engines) {
    for (const { key, server } of servers) {
      const started = performance.now();
      const seconds = () => Math.round((performance.now() - started) / 100) / 10;
      let driver: EngineDriver | undefined;
      try {
        driver = await ENGINES[engine]?.();
        if (!driver) throw new Error(`no driver for ${engine}`);
        await runJourney(driver, server.url);
        results.push({ engine, casino: key, status: 'passed', seconds: seconds() });
      } catch (error) {
        results.push({
          engine,
          casino: key,
          status: 'failed',
          seconds: seconds(),
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await driver?.close().catch(() => undefined);
      }
      const last = results.at(-1);
      console.log(
        `${last?.status === 'passed' ? 'ok  ' : 'FAIL'} ${engine} ${key}: ${last?.seconds} s${last?.error ? `: ${last.error}` : ''}`,
      );
    }
  }
} finally {
  for (const { server, copy } of servers) {
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
  await controller.stop();
}

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.length - passed;
mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'engines.json'), `${JSON.stringify({ passed, failed, tests: results }, null, 2)}\n`);
console.log(`engines: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
