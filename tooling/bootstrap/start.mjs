#!/usr/bin/env node
// Starts the reference controller and every casino app's dev server (apps/*/casino.ts), prints their URLs, and stops them together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverCasinos } from '../casinos/src/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children = [];

function start(name, command, args, cwd, ready, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: join(root, cwd), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let buffered = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      buffered += text;
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      if (ready.test(buffered)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

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
  Storybook: pnpm --filter @lobby/ui storybook (http://127.0.0.1:6006). Stop with Ctrl+C.
`);
} catch (error) {
  console.error(String(error));
  stopAll();
  process.exit(1);
}
