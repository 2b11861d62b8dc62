export type { CasinoDefinition, CasinoVariant, ReferenceProfileBase } from './casino.ts';
export { discoverCasinos, type FoundCasino, REPO_ROOT } from './discover.ts';
export { casinoProblems } from './problems.ts';
