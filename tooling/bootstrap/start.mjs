#!/usr/bin/env node
// Starts the reference controller and the three apps' dev servers, prints their URLs, and stops them together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

try {
  // "ready" comes after every casino listens, so no single casino's line has to be the last.
  await start('controller', process.execPath, ['src/main.ts'], 'tooling/controller', /ready in \d+ ms/);
  const vite = (app) => join(root, 'apps', app, 'node_modules', '.bin', 'vite');
  await Promise.all(
    ['fusion', 'single-provider', 'northstar'].map((app) => start(app, vite(app), ['--clearScreen', 'false'], `apps/${app}`, /Local:/)),
  );
  console.log(`
  The casino lobby is running:
    fusion (multi-provider):  http://127.0.0.1:5173/
    single-provider:          http://127.0.0.1:5174/
    northstar (sportsbook):   http://127.0.0.1:5175/
    reference controller:     http://127.0.0.1:8787 (fusion), http://127.0.0.1:8788 (single-provider),
                              http://127.0.0.1:8789 (sportsbook, casino 85)
    demo logins:              regular, vip, newbie, lowbalance, nofavs (password: demo);
                              the sportsbook opens for regular and vip at northstar
  Storybook: pnpm --filter @lobby/ui storybook (http://127.0.0.1:6006). Stop with Ctrl+C.
`);
} catch (error) {
  console.error(String(error));
  stopAll();
  process.exit(1);
}
