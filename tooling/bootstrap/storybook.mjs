#!/usr/bin/env node
// Runs the ui package's Storybook the way ./lobby start runs the apps: its log prefixed, warmed
// up, then one banner with its URL. Ctrl+C stops it.
import { join } from 'node:path';
import { root, start, stopAll } from './servers.mjs';
import { warmUp } from './warm-up.mjs';

const PORT = 6006;
const origin = `http://127.0.0.1:${PORT}`;

try {
  const storybook = join(root, 'packages', 'ui', 'node_modules', '.bin', 'storybook');
  await start(
    'storybook',
    storybook,
    ['dev', '-p', String(PORT), '--host', '127.0.0.1', '--no-open', '--ci'],
    'packages/ui',
    /Storybook .* started|Local:/,
  );
  console.log('[lobby] warming up Storybook (Vite pre-bundles its dependencies once)...');
  // The manager page, then the preview frame every story renders in.
  const modules = await warmUp(origin, ['/', '/iframe.html']);
  console.log(`[lobby] storybook: ${modules} modules ready`);
  console.log(`
  Storybook is running: ${origin}/
  It opens on the Welcome page: how to find a widget, switch theme and brand, and read a story's states.
  Stop with Ctrl+C.
`);
} catch (error) {
  console.error(String(error));
  stopAll();
  process.exit(1);
}
