import type { CatalogJob, CatalogReply } from './catalog-messages.ts';
import { runCatalogJob } from './catalog-job.ts';

// The catalog worker: catalog-job.ts off the page's thread. The DOM library types the page's
// globals; these are the two of a dedicated worker this file uses.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CatalogJob>) => void) | null;
  postMessage(message: CatalogReply): void;
};

scope.onmessage = (event) => {
  void runCatalogJob(event.data, (reply) => scope.postMessage(reply));
};
