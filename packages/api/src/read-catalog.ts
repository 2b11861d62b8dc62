import type { Catalog, Promotions } from '@lobby/domain';
import { readAnswer } from './answer.ts';
import { type Answer, getSpec } from './actions/spec.ts';
import { ControllerError, isControllerError } from './errors.ts';
import { defaultLogger, type Logger } from './ports.ts';
import { catalogSchema } from './schema/catalog.ts';
import { promotionsSchema } from './schema/promotions.ts';

/** What `readCatalog` needs: the envelope passphrase, and ports that default to the platform's. */
export interface ReadCatalogOptions {
  readonly passphrase: string;
  readonly crypto?: Crypto;
  readonly logger?: Logger;
  /** A compressed body's plaintext may inflate to at most this many bytes (the options' `envelopeMaxInflatedBytes`). */
  readonly maxInflatedBytes?: number;
}

/** Decodes and validates a body of `action` with its schema; every failure is a ControllerError. */
async function readBody<T>(action: string, schema: Answer<T>, body: string, options: ReadCatalogOptions): Promise<T> {
  const deps = {
    passphrase: options.passphrase,
    crypto: options.crypto ?? globalThis.crypto,
    logger: options.logger ?? defaultLogger,
    maxInflatedBytes: options.maxInflatedBytes,
  };
  try {
    return await readAnswer(getSpec(action, '', schema), body, deps);
  } catch (error) {
    if (isControllerError(error)) throw error;
    throw new ControllerError({
      kind: 'invalid',
      action,
      message: `${action}: unexpected failure while reading the answer`,
      cause: error,
    });
  }
}

/**
 * Decodes (plain, envelope or compressed envelope) and validates a `getgames` body, as `getGames`
 * does after fetching it. Runs wherever WebCrypto and DecompressionStream do, a Web Worker
 * included. Rejects with a ControllerError: `decode`, `invalid` or `auth`.
 */
export function readCatalog(body: string, options: ReadCatalogOptions): Promise<Catalog> {
  return readBody('getgames', catalogSchema, body, options);
}

/**
 * Decodes and validates a `getpromos` body, as `getPromos` does after fetching it (the catalog
 * worker reads the home's early promotions with it, for the banner the page shows before the app's
 * code has loaded). Rejects as `readCatalog` does.
 */
export function readPromos(body: string, options: ReadCatalogOptions): Promise<Promotions> {
  return readBody('getpromos', promotionsSchema, body, options);
}
