export { createCasinoApp } from './create-casino-app.tsx';
export type { CasinoApp } from './create-casino-app.tsx';
export { profileProblems } from './profile.ts';
export type { CasinoProfile } from './profile.ts';
export type { Brand, BrandColors } from '@lobby/ui';
export type { SlotOverrides, Slots } from './slots/slots.tsx';
