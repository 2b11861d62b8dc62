import type { Brand } from '@lobby/casino-kit';
import { casino } from '../casino.ts';

// This casino's look; like the ui package's tokens.css, a file where raw colours belong.

/** Fusion Casino: the house violet and gold of tokens.css as they are, night-violet browser colour. */
export const brand: Brand = { name: casino.displayName, themeColor: casino.themeColor };
