import { casinoProfile } from '@lobby/casino-kit';
import { casino } from '../casino.ts';
import { brand } from './brand.ts';

/** The app's profile, from casino.ts and the build's variables. The star of the app icon stands in the header for the crest. */
export const profile = casinoProfile(casino, import.meta.env, { brand: { ...brand, logoSrc: `${import.meta.env.BASE_URL}icon.svg` } });
