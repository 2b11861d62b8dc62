import { type EarlyBody, prefetchBody, runCatalogJob, runHeroJob } from './catalog-job.ts';
import type { CatalogMessage, CatalogReply, HeroReply } from './catalog-messages.ts';

// The catalog worker: catalog-job.ts off the page's thread. The DOM library types the page's
// globals; these are the two of a dedicated worker this file uses.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CatalogMessage>) => void) | null;
  postMessage(message: CatalogReply | HeroReply): void;
};

// The body of a `fetch` message (index.html's starter), kept for the job that comes after it.
let early: Promise<EarlyBody | null> | undefined;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'fetch') early = prefetchBody(message.url);
  else if (message.type === 'hero') void runHeroJob(message).then((reply) => scope.postMessage(reply));
  else void runCatalogJob(message, (reply) => scope.postMessage(reply), early);
};
