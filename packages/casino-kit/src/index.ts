export { createCasinoApp, type CasinoApp } from './app/create-casino-app.tsx';
export { profileProblems } from '@lobby/casino-core';
export { casinoProfile, type BuildEnv, type CasinoFile, type CasinoProfile, type ProfileExtras } from './shared/profile.ts';
export type { Brand, BrandColors } from '@lobby/ui';
export type { SlotOverrides, Slots } from './shared/slots.tsx';
