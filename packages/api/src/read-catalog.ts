import type { Catalog } from '@lobby/domain';
import { readAnswer } from './answer.ts';
import { getSpec } from './actions/spec.ts';
import { ControllerError, isControllerError } from './errors.ts';
import { defaultLogger, type Logger } from './ports.ts';
import { catalogSchema } from './schema/catalog.ts';

/** What `readCatalog` needs: the envelope passphrase, and ports that default to the platform's. */
export interface ReadCatalogOptions {
  readonly passphrase: string;
  readonly crypto?: Crypto;
  readonly logger?: Logger;
}

/**
 * Decodes (plain, envelope or compressed envelope) and validates a `getgames` body, as `getGames`
 * does after fetching it. Runs wherever WebCrypto and DecompressionStream do, a Web Worker
 * included. Rejects with a ControllerError: `decode`, `invalid` or `auth`.
 */
export async function readCatalog(body: string, options: ReadCatalogOptions): Promise<Catalog> {
  const deps = { passphrase: options.passphrase, crypto: options.crypto ?? globalThis.crypto, logger: options.logger ?? defaultLogger };
  try {
    return await readAnswer(getSpec('getgames', '', catalogSchema), body, deps);
  } catch (error) {
    if (isControllerError(error)) throw error;
    throw new ControllerError({
      kind: 'invalid',
      action: 'getgames',
      message: 'getgames: unexpected failure while reading the answer',
      cause: error,
    });
  }
}
