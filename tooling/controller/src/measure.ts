#!/usr/bin/env node
// Benchmark command (not a test): startup time and getgames cost per catalog size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startController } from './controller.ts';
import { decodeEnvelope } from './envelope.ts';
import { LOBBY_CONTROLLER_PATH } from './paths.ts';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(games: number, databasePath: string): Promise<string> {
  const t0 = performance.now();
  const controller = await startController({ databasePath, casinos: [{ profile: 'fusion' }], seedGames: games });
  const startup = performance.now() - t0;
  const casino = controller.casinos[0];
  if (!casino) throw new Error('no casino');
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    body = await (await fetch(`${casino.origin}${LOBBY_CONTROLLER_PATH}?getgames`)).text();
    times.push(performance.now() - t);
  }
  await controller.close();
  const plain = decodeEnvelope(body, casino.passphrase) ?? '';
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return `${String(games).padStart(6)} games: startup ${startup.toFixed(0).padStart(5)} ms, getgames ${kb(body.length).padStart(8)} (JSON ${kb(Buffer.byteLength(plain))}), median ${median(times).toFixed(0)} ms over ${RUNS}`;
}

const dir = mkdtempSync(join(tmpdir(), 'lobby-measure-'));
try {
  for (const games of [2000, 20_000]) {
    const file = join(dir, `c${games}.sqlite`);
    console.log(`memory  ${await measure(games, ':memory:')}`);
    console.log(`file 1st${await measure(games, file)}`);
    console.log(`file 2nd${await measure(games, file)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
