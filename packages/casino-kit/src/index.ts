export { createCasinoApp } from './app/create-casino-app.tsx';
export type { CasinoApp } from './app/create-casino-app.tsx';
export { profileProblems } from '@lobby/casino-core';
export { casinoProfile } from './shared/profile.ts';
export type { BuildEnv, CasinoFile, CasinoProfile, ProfileExtras } from './shared/profile.ts';
export type { Brand, BrandColors } from '@lobby/ui';
export type { SlotOverrides, Slots } from './shared/slots.tsx';
