import type { SerializedControllerError } from '@lobby/api';
import type { Catalog, Game } from '@lobby/domain';

/**
 * From index.html's starter, on a first visit: fetch this `getgames` URL now, while the app's code
 * loads, for the job the page posts later.
 */
export interface CatalogFetch {
  readonly type: 'fetch';
  readonly url: string;
}

/**
 * What the page asks of the catalog worker: read this `getgames` body and store the catalog. A null
 * body is the one the worker's own `fetch` brings; it answers `no-body` when that failed.
 */
export interface CatalogJob {
  readonly type: 'job';
  readonly body: string | null;
  readonly passphrase: string;
  readonly databaseName: string;
  readonly savedAt: number;
  readonly chunkGames: number;
  /** The bound on the body's inflated plaintext (the options' `envelopeMaxInflatedBytes`; the reader's default when absent). */
  readonly maxInflatedBytes?: number;
}

/**
 * From index.html's starter, on a first visit to the home: read the home's early promotions (this
 * `getpromos` body) and answer with their hero banner (`HeroReply`), for the page to show before
 * the app's code has loaded.
 */
export interface HeroJob {
  readonly type: 'hero';
  readonly body: string;
  readonly passphrase: string;
  /** The casino's configured hero promo, if any (the app's `heroPromoId`). */
  readonly heroPromoId: string | null;
}

/** The hero banner the page may show early: its picture's safe address and its title. */
export interface EarlyHeroBanner {
  readonly image: string;
  readonly title: string;
}

/** The answer to a `HeroJob`: the banner, or null when the body is not promotions or none has a picture. */
export interface HeroReply {
  readonly type: 'hero';
  readonly banner: EarlyHeroBanner | null;
}

/** What the catalog worker is sent. */
export type CatalogMessage = CatalogFetch | CatalogJob | HeroJob;

/** The catalog without its games, which travel in parts. */
export type CatalogRest = Omit<Catalog, 'games'>;

/**
 * What the worker answers, in order: `received` when it fetched the body itself (`no-body` and
 * nothing else when that fetch failed), the games in parts (each message is a task of its own on the
 * page, so receiving 20,000 games never blocks it long), the rest of the catalog, then `stored` once
 * the local database holds it. `failed` replaces the rest when the body is not a catalog.
 */
export type CatalogReply =
  /** `at`: when the body had arrived (epoch ms), for the page's `lobby:catalog-received` mark. */
  | { readonly type: 'received'; readonly at: number }
  | { readonly type: 'no-body' }
  | { readonly type: 'games'; readonly games: readonly Game[] }
  | { readonly type: 'catalog'; readonly rest: CatalogRest }
  | { readonly type: 'stored' }
  | { readonly type: 'failed'; readonly error: SerializedControllerError | { readonly message: string } }
  | { readonly type: 'log'; readonly message: string };
