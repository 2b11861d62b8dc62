import { casinoProfile } from '@lobby/casino-kit';
import { casino } from '../casino.ts';
import { brand } from './brand.ts';

/** The app's profile, from casino.ts and the build's variables. */
export const profile = casinoProfile(casino, import.meta.env, { brand });
