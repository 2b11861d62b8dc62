import { isControllerError } from '@lobby/api';
import type { CatalogJob, CatalogReply } from './catalog-messages.ts';
import { catalogPipeline } from './catalog-pipeline.ts';
import { indexedDbCatalogStore } from './catalog-store.ts';

/**
 * Runs one catalog job as the worker does: read the body, post the games in parts and the rest of
 * the catalog, then store it and post `stored`; a body that is not a catalog posts `failed`.
 */
export async function runCatalogJob(job: CatalogJob, post: (reply: CatalogReply) => void): Promise<void> {
  const log = (message: string) => post({ type: 'log', message });
  const store = indexedDbCatalogStore(job.databaseName, (message, error) => log(error ? `${message}: ${String(error)}` : message));
  const pipeline = catalogPipeline(job.passphrase, store, log);
  let catalog: Awaited<ReturnType<typeof pipeline.read>>;
  try {
    catalog = await pipeline.read(job.body);
  } catch (error) {
    post({ type: 'failed', error: isControllerError(error) ? error.toJSON() : { message: String(error) } });
    return;
  }
  const { games, ...rest } = catalog;
  const size = Math.max(1, job.chunkGames);
  for (let start = 0; start < games.length; start += size) post({ type: 'games', games: games.slice(start, start + size) });
  post({ type: 'catalog', rest });
  await pipeline.save(catalog, job.savedAt);
  post({ type: 'stored' });
}
