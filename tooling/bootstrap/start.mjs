#!/usr/bin/env node
// Starts the reference controller and every casino app's dev server (apps/*/casino.ts), warms them
// up, prints their URLs, and stops them together.
import { join } from 'node:path';
import { discoverCasinos } from '../casinos/src/index.ts';
import { start, stopAll } from './servers.mjs';
import { warmUp } from './warm-up.mjs';

const casinos = discoverCasinos();
const pad = (text) => text.padEnd(Math.max(...casinos.map((casino) => casino.key.length)) + 2);

try {
  // "ready" comes after every casino listens, so no single casino's line has to be the last.
  // Without --casino the controller serves every casino app's profile on its port.
  await start('controller', process.execPath, ['src/main.ts'], 'tooling/controller', /ready in \d+ ms/);
  const vite = (dir) => join(dir, 'node_modules', '.bin', 'vite');
  await Promise.all(
    casinos.map((casino) => start(casino.key, vite(casino.dir), ['--clearScreen', 'false'], `apps/${casino.key}`, /Local:/)),
  );
  // Vite pre-bundles and transforms on the first visit: done now, one app after another (they
  // share the cores), so the first page opens at once when the banner says the apps are ready.
  console.log('[lobby] warming up the apps (Vite pre-bundles their dependencies once)...');
  for (const casino of casinos) {
    const modules = await warmUp(`http://127.0.0.1:${casino.ports.dev}`);
    console.log(`[lobby] ${casino.key}: ${modules} modules ready`);
  }
  const apps = casinos.map(
    (casino) =>
      `    ${pad(casino.key)}http://127.0.0.1:${casino.ports.dev}/  ${casino.displayName} (${casino.variant}, casino ${casino.casinoId})`,
  );
  const controllers = [...new Map(casinos.map((casino) => [casino.controller.profile, casino.ports.controller]))].map(
    ([profile, port]) => `    ${pad(profile)}http://127.0.0.1:${port}`,
  );
  console.log(`
  The casino lobby is running:
${apps.join('\n')}
  Reference controller, one casino per profile:
${controllers.join('\n')}
  Demo logins: regular, vip, newbie, lowbalance, nofavs (password: demo); at casino 85 (northstar)
  the sportsbook opens for regular and vip.
  Storybook: ./lobby storybook (http://127.0.0.1:6006). Stop with Ctrl+C.
`);
} catch (error) {
  console.error(String(error));
  stopAll();
  process.exit(1);
}
