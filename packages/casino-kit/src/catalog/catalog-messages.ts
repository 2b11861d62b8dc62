import type { SerializedControllerError } from '@lobby/api';
import type { Catalog, Game } from '@lobby/domain';

/** What the page asks of the catalog worker: read this `getgames` body and store the catalog. */
export interface CatalogJob {
  readonly body: string;
  readonly passphrase: string;
  readonly databaseName: string;
  readonly savedAt: number;
  readonly chunkGames: number;
}

/** The catalog without its games, which travel in parts. */
export type CatalogRest = Omit<Catalog, 'games'>;

/**
 * What the worker answers, in order: the games in parts (each message is a task of its own on the
 * page, so receiving 20,000 games never blocks it long), the rest of the catalog, then `stored` once
 * the local database holds it. `failed` replaces the rest when the body is not a catalog.
 */
export type CatalogReply =
  | { readonly type: 'games'; readonly games: readonly Game[] }
  | { readonly type: 'catalog'; readonly rest: CatalogRest }
  | { readonly type: 'stored' }
  | { readonly type: 'failed'; readonly error: SerializedControllerError | { readonly message: string } }
  | { readonly type: 'log'; readonly message: string };
