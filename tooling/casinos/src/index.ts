export type { CasinoDefinition, CasinoVariant, ReferenceProfileBase } from './casino.ts';
export { discoverCasinos, e2ePorts, type FoundCasino, REPO_ROOT } from './discover.ts';
export { casinoProblems } from './problems.ts';
