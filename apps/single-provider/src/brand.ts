import type { Brand } from '@lobby/casino-kit';
import { casino } from '../casino.ts';

// This casino's look; like the ui package's tokens.css, a file where raw colours belong.

/** Lucky Reels Casino: navy and royal blue, with gold buttons in the dark. */
export const brand: Brand = {
  name: casino.displayName,
  themeColor: casino.themeColor,
  light: {
    accent: '#1d4ed8',
    cta: { background: '#1d4ed8', text: '#ffffff' },
    background: '#f2f5fb',
    logoGradient: ['#0f1d2e', '#1d4ed8'],
  },
  dark: {
    accent: '#8ab4ff',
    link: '#ffd27a',
    background: '#0a1424',
    logoGradient: ['#dbe7ff', '#8ab4ff'],
  },
  fonts: { display: '"Trebuchet MS", "Segoe UI", ui-sans-serif, system-ui, sans-serif' },
};
