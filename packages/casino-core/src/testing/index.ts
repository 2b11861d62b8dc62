// What the core's and the kit's tests build on: in-memory dependencies, controller answers and stores.
export { earlyHero } from '../start-up/early-hero.ts';
export { boundWaits, SETTLE_BOUND_MS } from './bounded-waits.ts';
export { testRegularPromo } from './promos-test-api.ts';
export {
  memoryCatalogStore,
  memoryNavigation,
  signedInSession,
  testCatalog,
  testConfig,
  testDeps,
  testPlayer,
  testProfile,
} from './test-deps.ts';
export type { MemoryNavigation } from './test-deps.ts';
export { bareStore, signedInStore, testDataLayer, testStart, type SignedIn } from './test-store.ts';
