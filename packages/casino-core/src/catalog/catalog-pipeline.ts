import { readCatalog } from '@lobby/api';
import type { Catalog } from '@lobby/domain';
import type { CatalogStore } from './catalog-store.ts';

/** Where the catalog pipeline reports what it swallows (dropped games, a failed database write). */
export type PipelineLog = (message: string) => void;

/** The catalog pipeline's two steps, run in the catalog worker or, where there is none, on the page. */
export interface CatalogPipeline {
  /** Decrypts (inflating a compressed envelope), parses and validates a `getgames` body; rejects with a ControllerError. */
  read(body: string): Promise<Catalog>;
  /** Resets the local database and stores `catalog` in it; failures are logged, never thrown. */
  save(catalog: Catalog, savedAt: number): Promise<void>;
}

/**
 * The one implementation of the catalog pipeline, whichever thread runs it. `maxInflatedBytes`
 * bounds a compressed body's plaintext (the options' `envelopeMaxInflatedBytes`).
 */
export function catalogPipeline(passphrase: string, store: CatalogStore, log: PipelineLog, maxInflatedBytes?: number): CatalogPipeline {
  return {
    read: (body) => readCatalog(body, { passphrase, logger: { warn: log }, maxInflatedBytes }),
    save: (catalog, savedAt) => store.replace(catalog, savedAt),
  };
}
