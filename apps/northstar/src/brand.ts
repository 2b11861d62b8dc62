import type { Brand } from '@lobby/casino-kit';
import { casino } from '../casino.ts';

// This casino's look; like the ui package's tokens.css, a file where raw colours belong.

/** Northstar Casino & Sportsbook: deep sea teal and ice. */
export const brand: Brand = {
  name: casino.displayName,
  themeColor: casino.themeColor,
  light: {
    accent: '#0f6b74',
    cta: { background: '#0f6b74', text: '#ffffff' },
    background: '#f1f6f8',
    logoGradient: ['#0b2a3c', '#0f6b74'],
  },
  dark: {
    accent: '#6fd6e0',
    link: '#eaf6ff',
    cta: { background: '#6fd6e0', text: '#06222c' },
    background: '#071b27',
    logoGradient: ['#eaf6ff', '#6fd6e0'],
  },
  fonts: { display: '"Gill Sans", "Segoe UI", ui-sans-serif, system-ui, sans-serif' },
};
