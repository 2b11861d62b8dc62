import { casinoViteConfig } from '@lobby/vite-preset';
import { casino } from './casino.ts';

export default casinoViteConfig(casino);
