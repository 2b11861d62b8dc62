// Test support for the domain's tests and, as `@lobby/domain/testing`, the other packages' tests.
export { makeGame, multiplier, schedule, testValidation, utc } from './fixtures.ts';
