import type { Brand } from '@lobby/casino-kit';

// This casino's look; like the ui package's tokens.css, a file where raw colours belong.

/** Fusion Casino: the house violet and gold of tokens.css as they are, night-violet browser colour. */
export const brand: Brand = { name: 'Fusion Casino', themeColor: '#140f2e' };

/** Lucky Reels Casino: navy and royal blue, with gold buttons in the dark. */
export const luckyReelsBrand: Brand = {
  name: 'Lucky Reels Casino',
  themeColor: '#0f1d2e',
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
