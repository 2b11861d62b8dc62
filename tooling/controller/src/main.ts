#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CasinoOptions, startController } from './controller.ts';
import { ENVELOPE_COMPRESSIONS, type EnvelopeCompression } from './envelope.ts';
import { appProfileKeys, getProfile } from './profiles.ts';
import { PLAYER_SEEDS } from './seed/players.ts';

const USAGE = `usage: node src/main.ts [--db PATH | --memory] [--casino PROFILE[=PORT]]... [--games N]
                         [--host HOST] [--public-origin PROFILE=URL]... [--allow-origin URL]...
                         [--compress PROFILE=deflate|gzip|none]... [--quiet]
env: LOBBY_CONTROLLER_DB, LOBBY_CONTROLLER_HOST, LOBBY_SEED_GAMES`;

const DEFAULT_DB = fileURLToPath(new URL('../.data/controller.sqlite', import.meta.url));

function parseCasino(spec: string, host: string, origins: Map<string, string>, compress: Map<string, string>): CasinoOptions {
  const [profile = '', portText] = spec.split('=');
  const port = portText === undefined ? getProfile(profile).defaultPort : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad port in --casino ${spec}`);
  getProfile(profile);
  const publicOrigin = origins.get(profile);
  const compression = compress.get(profile);
  return {
    profile,
    port,
    host,
    ...(publicOrigin ? { publicOrigin } : {}),
    ...(compression === undefined ? {} : { envelopeCompression: parseCompression(compression) }),
  };
}

function parseCompression(value: string): EnvelopeCompression | null {
  if (value === 'none') return null;
  if (ENVELOPE_COMPRESSIONS.includes(value as EnvelopeCompression)) return value as EnvelopeCompression;
  throw new Error(`--compress expects PROFILE=${ENVELOPE_COMPRESSIONS.join('|')}|none, got ${value}`);
}

function parsePairs(values: readonly string[], flag: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const value of values) {
    const eq = value.indexOf('=');
    if (eq <= 0) throw new Error(`${flag} expects PROFILE=VALUE, got ${value}`);
    pairs.set(value.slice(0, eq), value.slice(eq + 1));
  }
  return pairs;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      memory: { type: 'boolean', default: false },
      casino: { type: 'string', multiple: true },
      games: { type: 'string' },
      host: { type: 'string' },
      'public-origin': { type: 'string', multiple: true },
      'allow-origin': { type: 'string', multiple: true },
      compress: { type: 'string', multiple: true },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const started = performance.now();
  const host = values.host ?? process.env.LOBBY_CONTROLLER_HOST ?? '127.0.0.1';
  const gamesText = values.games ?? process.env.LOBBY_SEED_GAMES;
  const seedGames = gamesText === undefined || gamesText === '' ? undefined : Number(gamesText);
  if (seedGames !== undefined && (!Number.isInteger(seedGames) || seedGames < 1))
    throw new Error(`--games must be a positive integer, got ${gamesText}`);
  const origins = parsePairs(values['public-origin'] ?? [], '--public-origin');
  // Without --casino: the profile of every casino app under apps/, on its port.
  const compress = parsePairs(values.compress ?? [], '--compress');
  const casinos = (values.casino ?? appProfileKeys()).map((spec) => parseCasino(spec, host, origins, compress));
  const databasePath = values.memory ? ':memory:' : (values.db ?? process.env.LOBBY_CONTROLLER_DB ?? DEFAULT_DB);
  const log = values.quiet ? undefined : (line: string) => console.log(`${new Date().toISOString().slice(11, 23)} ${line}`);
  const controller = await startController({
    databasePath,
    casinos,
    seedGames,
    allowedOrigins: values['allow-origin'] ?? [],
    ...(log ? { log } : {}),
  });
  for (const c of controller.casinos)
    console.log(`${c.profile} controller: ${c.origin} (casino ${c.casinoId}, passphrase ${c.passphrase})`);
  console.log(`database: ${databasePath}; demo logins: ${PLAYER_SEEDS.map((p) => p.username).join(', ')} (password demo)`);
  console.log(`ready in ${Math.round(performance.now() - started)} ms; Ctrl+C stops`);
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    controller.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
