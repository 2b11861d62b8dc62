import { isControllerError, readPromos } from '@lobby/api';
import { heroBanner } from '@lobby/domain';
import type { CatalogJob, CatalogReply, HeroJob, HeroReply } from './catalog-messages.ts';
import { catalogPipeline } from './catalog-pipeline.ts';
import { indexedDbCatalogStore } from './catalog-store.ts';

/** A body the worker fetched itself, and when it had all of it (epoch ms, sub-millisecond). */
export interface EarlyBody {
  readonly body: string;
  readonly at: number;
}

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * The worker's own `getgames` request (a `fetch` message from index.html's starter), as the client
 * sends it: a credentialed GET. Null when it fails or answers other than 2xx; the page then asks
 * through its client, whose retries and errors apply.
 */
export function prefetchBody(url: string, fetcher: typeof fetch = fetch): Promise<EarlyBody | null> {
  return fetcher(url, { credentials: 'include' })
    .then(async (response) => (response.ok ? { body: await response.text(), at: epochNow() } : null))
    .catch(() => null);
}

/**
 * Runs one catalog job as the worker does: read the body (the job's, or the one `early` brings),
 * post the games in parts and the rest of the catalog, then store it and post `stored`; a body that
 * is not a catalog posts `failed`, and a missing early body `no-body`.
 */
export async function runCatalogJob(
  job: CatalogJob,
  post: (reply: CatalogReply) => void,
  early: Promise<EarlyBody | null> = Promise.resolve(null),
): Promise<void> {
  const log = (message: string) => post({ type: 'log', message });
  let body = job.body;
  if (body === null) {
    const fetched = await early.catch(() => null);
    if (fetched === null) {
      post({ type: 'no-body' });
      return;
    }
    post({ type: 'received', at: fetched.at });
    body = fetched.body;
  }
  const store = indexedDbCatalogStore(job.databaseName, (message, error) => log(error ? `${message}: ${String(error)}` : message));
  const pipeline = catalogPipeline(job.passphrase, store, log, job.maxInflatedBytes);
  let catalog: Awaited<ReturnType<typeof pipeline.read>>;
  try {
    catalog = await pipeline.read(body);
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

/**
 * Runs one hero job as the worker does: the banner the home's hero would show for these
 * promotions (domain `heroBanner`, as the app's hero slot picks it), or null for a body that does
 * not read as promotions, or promotions without a picture. Never rejects: the page then shows
 * its loading screen as before.
 */
export async function runHeroJob(job: HeroJob): Promise<HeroReply> {
  try {
    const promos = await readPromos(job.body, { passphrase: job.passphrase, logger: { warn: () => undefined } });
    const banner = heroBanner(promos.regular_promos, job.heroPromoId);
    return { type: 'hero', banner: banner ? { image: banner.image, title: banner.promo.title } : null };
  } catch {
    return { type: 'hero', banner: null };
  }
}
