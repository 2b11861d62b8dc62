// Outline glyphs on a 24 x 24 grid, drawn with a round 1.8 px stroke in currentColor.
// Shapes are built from small helpers so each glyph stays one readable line.
// Build-time data: the casinos' build puts iconSprite() into index.html (tooling/vite-preset) and
// Storybook's preview into its page; <Icon> only refers to a symbol by id (icon-names.ts).
import { ICON_NAMES, type IconName, iconSymbolId } from './icon-names.ts';

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
  `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;

const dot = (x: number, y: number) => `M${x} ${y}h.01`;

const GLYPHS = {
  home: 'M3.5 11 12 3.8l8.5 7.2M5.8 9.4V20h12.4V9.4M10 20v-5.2h4V20',
  slots: `${rect(3.5, 7, 14, 13, 2)}M6.5 10.5h8v6h-8zM9.2 10.5v6M11.8 10.5v6M8 7V4.5h5V7M17.5 12h2.3V7.5${circle(19.8, 5.6, 1.4)}`,
  'table-games': `${circle(12, 12, 8.8)}${circle(12, 12, 4.4)}M12 3.2v3.2M12 17.6v3.2M3.2 12h3.2M17.6 12h3.2`,
  cards: `${rect(5, 3.5, 11, 15.5, 1.8)}M18.6 7.2l1.2.4a1.5 1.5 0 0 1 .9 1.9l-3.4 10.2a1.5 1.5 0 0 1-1.9.9l-3-1M10.5 7.6c-1.7 1.7-2.8 2.7-2.8 3.8a1.5 1.5 0 0 0 2.8.7 1.5 1.5 0 0 0 2.8-.7c0-1.1-1.1-2.1-2.8-3.8zM10.5 12.2v2.6M9.3 14.8h2.4`,
  dice: `${rect(3.5, 3.5, 17, 17, 3.5)}${dot(8.2, 8.2)}${dot(15.8, 8.2)}${dot(12, 12)}${dot(8.2, 15.8)}${dot(15.8, 15.8)}`,
  'live-dealer': `${rect(2.8, 6.5, 12.7, 11, 2)}M15.5 10.6 21 7.4v9.2l-5.5-3.2${circle(6.5, 10, 1.1)}`,
  promotions: `M3.5 12.3V5a1.5 1.5 0 0 1 1.5-1.5h7.3l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.8 6.8a1.4 1.4 0 0 1-2 0z${circle(8.3, 8.3, 1.4)}`,
  trophy:
    'M7.5 4h9v5.5a4.5 4.5 0 0 1-9 0zM7.5 6H4.2v1.2a3.3 3.3 0 0 0 3.6 3.3M16.5 6h3.3v1.2a3.3 3.3 0 0 1-3.6 3.3M12 14v3.5M8 20.5h8M9.5 17.5h5v3h-5z',
  vip: 'M4.3 17.5 3 7.8l5 3.7 4-6.5 4 6.5 5-3.7-1.3 9.7zM5 20.5h14',
  diamond: 'M6.5 4h11L21 9l-9 11L3 9zM3 9h18M9.5 4 8 9l4 11 4-11-1.5-5',
  star: 'M12 3.4l2.4 5.9 6.3.5-4.8 4.1 1.5 6.1-5.4-3.3-5.4 3.3 1.5-6.1-4.8-4.1 6.3-.5z',
  heart: 'M12 20s-7.8-4.7-7.8-10.4A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 7.8 2.6C19.8 15.3 12 20 12 20z',
  help: `${circle(12, 12, 8.8)}M9.5 9.4a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.6v.6${dot(12, 17)}`,
  info: `${circle(12, 12, 8.8)}M12 11v5.5${dot(12, 7.8)}`,
  cashier: `M18.5 7.5V6a1.5 1.5 0 0 0-1.5-1.5H6.2a2 2 0 0 0 0 4h13.3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V6.5M15.5 14.5h1.5`,
  coins: `${circle(9, 9, 5.5)}M15.6 9.6a5.5 5.5 0 1 1-6 6M9 7v4M7.5 8.2h2.2`,
  inbox: `${rect(3.5, 5.5, 17, 13, 2)}M4 7l8 6 8-6`,
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.6 2.2H4.4zM10 21a2.2 2.2 0 0 0 4 0',
  search: `${circle(10.5, 10.5, 6.5)}M15.3 15.3 20.5 20.5`,
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: `${circle(12, 12, 4)}M18.8 12H21M16.8 16.8l1.6 1.6M12 18.8V21M7.2 16.8l-1.6 1.6M5.2 12H3M7.2 7.2 5.6 5.6M12 5.2V3M16.8 7.2l1.6-1.6`,
  moon: 'M20 14.6A8.2 8.2 0 0 1 9.4 4a8.2 8.2 0 1 0 10.6 10.6z',
  chevron: 'M6 9.5l6 6 6-6',
  'chevron-left': 'M14.5 6l-6 6 6 6',
  'chevron-right': 'M9.5 6l6 6-6 6',
  user: `${circle(12, 8, 3.8)}M4.5 20.5a7.5 7.5 0 0 1 15 0`,
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h9.5',
  gift: 'M4.5 11h15v9.5h-15zM3.5 7.5h17V11h-17zM12 7.5v13M12 7.5C11 5 7.4 3.7 7.4 6s3.6 1.5 4.6 1.5zm0 0c1-2.5 4.6-3.8 4.6-1.5S13 7.5 12 7.5z',
  flame: 'M12 21a6 6 0 0 0 6-6c0-4-3-5.5-3.5-9.5C12 7 10.5 9 10.5 11 9.5 10.2 9 9 9 8c-2 1.8-3 4.3-3 7a6 6 0 0 0 6 6z',
  bolt: 'M13 3 5 13.5h6L10 21l8-10.5h-6z',
  clock: `${circle(12, 12, 8.8)}M12 7v5l3.2 2`,
  grid: `${rect(4, 4, 7, 7, 1.5)}${rect(13, 4, 7, 7, 1.5)}${rect(4, 13, 7, 7, 1.5)}${rect(13, 13, 7, 7, 1.5)}`,
  layers: 'M12 3.8 3 8.3l9 4.5 9-4.5zM3 12.5l9 4.5 9-4.5M3 16.4l9 4.5 9-4.5',
  ball: `${circle(12, 12, 8.8)}M12 7.6l3.9 2.8-1.5 4.6H9.6l-1.5-4.6zM12 3.2v4.4M15.9 10.4l4.2-1.3M14.4 15l2.6 3.6M9.6 15 7 18.6M8.1 10.4 3.9 9.1`,
  globe: `${circle(12, 12, 8.8)}M3.2 12h17.6M12 3.2c2.4 2.4 3.6 5.4 3.6 8.8s-1.2 6.4-3.6 8.8c-2.4-2.4-3.6-5.4-3.6-8.8s1.2-6.4 3.6-8.8z`,
  refresh: 'M20 11.5A8 8 0 0 0 5.6 7.2M4 12.5a8 8 0 0 0 14.4 4.3M5.2 3.5v4h4M18.8 20.5v-4h-4',
  'wifi-off': `M2.9 11.9a10 10 0 0 1 18.2 0M6.4 14.4a6.5 6.5 0 0 1 11.2 0M9.9 16.9a3 3 0 0 1 4.2 0${dot(12, 19.4)}M4 4l16 16`,
  alert: `M10.3 4.3 2.8 17.5a2 2 0 0 0 1.7 3h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0zM12 9.5v4.5${dot(12, 17)}`,
  check: 'M5 12.5l4.5 4.5L19 7.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
  chat: 'M4 5.5h16v11H9.5L5 20v-3.5H4z',
  sparkle: 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z',
  share: 'M12 15V3.5M8 7.5l4-4 4 4M8.5 10H6v10h12V10h-2.5',
  'add-box': 'M5 4h14v16H5zM12 8.5v7M8.5 12h7',
} as const satisfies Record<IconName, string>;

/**
 * The icon set as one hidden SVG sprite, a `<symbol>` per drawn name, for the page's body. Kept
 * out of layout and out of the accessibility tree; `<use>` draws from it.
 */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24"><path d="${GLYPHS[name]}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>`;
}
