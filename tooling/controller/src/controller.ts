import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CasinoRuntime, createCasinoRuntime } from './casino-runtime.ts';
import { openDatabase } from './db.ts';
import type { EnvelopeCompression } from './envelope.ts';
import { CASINO_APPS, getProfile } from './profiles.ts';
import { createCasinoServer } from './server.ts';
import { purgeExpiredSessions } from './store/sessions-store.ts';

/** One casino to serve. */
export interface CasinoOptions {
  /** Profile key: `fusion`, `single-provider`, `sportsbook`. */
  readonly profile: string;
  /** 0 (the default) picks any free port. */
  readonly port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  readonly host?: string;
  /** Origin the browser sees (assets_domain, absolute links); `http://127.0.0.1:{port}` by default. */
  readonly publicOrigin?: string;
  /** Envelope compression in place of the profile's (null: plain envelopes); absent keeps the profile's. */
  readonly envelopeCompression?: EnvelopeCompression | null;
}

/** How to start the controller. */
export interface StartOptions {
  /** SQLite file; `:memory:` (the default) forgets everything on close. */
  readonly databasePath?: string;
  /** Casinos to serve; fusion and single-provider on free ports by default. */
  readonly casinos?: ReadonlyArray<CasinoOptions>;
  /** Size of the multi-provider catalog (default 2,000). */
  readonly seedGames?: number;
  /** Browser origins allowed to call with credentials, besides any http://localhost:* and http://127.0.0.1:*. */
  readonly allowedOrigins?: readonly string[];
  /** Receives one line per request and event; silent by default. */
  readonly log?: (line: string) => void;
}

/** A started controller. */
export interface RunningController {
  readonly casinos: ReadonlyArray<{ profile: string; casinoId: number; origin: string; passphrase: string }>;
  /** Stops every server and closes the database. */
  close(): Promise<void>;
}

const DEFAULT_CASINOS: readonly CasinoOptions[] = [
  { profile: 'fusion', port: 0 },
  { profile: 'single-provider', port: 0 },
];

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Starts the reference controller: one HTTP server per casino over one shared database. */
export async function startController(options: StartOptions = {}): Promise<RunningController> {
  const casinos = options.casinos ?? DEFAULT_CASINOS;
  const keys = casinos.map((c) => c.profile);
  if (new Set(keys).size !== keys.length) throw new Error(`each profile can be served once, got ${keys.join(', ')}`);
  const profiles = casinos.map((c) => getProfile(c.profile));
  const log = options.log ?? (() => {});
  const db = openDatabase(options.databasePath ?? ':memory:');
  purgeExpiredSessions(db, Date.now());
  const closing = new AbortController();
  const shared = { allowedOrigins: new Set(options.allowedOrigins ?? []), closing: closing.signal };
  const servers: Server[] = [];
  const running: { profile: string; casinoId: number; origin: string; passphrase: string }[] = [];
  try {
    for (const [i, c] of casinos.entries()) {
      const profile = profiles[i];
      if (!profile) continue;
      // Listen first: the default origin needs the port a port-0 server actually got.
      let rt: CasinoRuntime | null = null;
      const server = createCasinoServer(() => rt, shared);
      servers.push(server);
      const port = await listen(server, c.port ?? 0, c.host ?? '127.0.0.1');
      const origin = (c.publicOrigin ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
      const casinoJurisdiction = CASINO_APPS.find((app) => app.controller.profile === profile.key)?.jurisdiction;
      rt = createCasinoRuntime({
        profile,
        db,
        origin,
        seedGames: options.seedGames,
        envelopeCompression: c.envelopeCompression,
        casinoJurisdiction,
        log,
      });
      running.push({ profile: profile.key, casinoId: profile.casinoId, origin, passphrase: profile.passphrase });
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    db.close();
    throw error;
  }
  let closed: Promise<void> | null = null;
  return {
    casinos: running,
    close() {
      closed ??= (async () => {
        closing.abort();
        await Promise.all(servers.map(closeServer));
        db.close();
      })();
      return closed;
    },
  };
}
