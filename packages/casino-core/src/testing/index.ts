// What the core's and the kit's tests build on: in-memory dependencies and controller answers.
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
export { testValidation } from './test-reward-calls.ts';
