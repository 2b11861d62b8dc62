/** Colours a brand sets for one theme; what it leaves out keeps the theme's own token. */
export interface BrandColors {
  /** Accent: the brand colour itself, active navigation, its indicator and the focus ring. */
  readonly accent?: string;
  /** Links on the page background (the accent when absent). */
  readonly link?: string;
  /** Call-to-action buttons: background, and the text on it. */
  readonly cta?: { readonly background: string; readonly text: string };
  /** Page background. */
  readonly background?: string;
  /** The casino name's gradient in the header, from one colour to another. */
  readonly logoGradient?: readonly [string, string];
}

/** A casino's look: colours per theme, logo and fonts. The app sets it; no stylesheet changes. */
export interface Brand {
  /** Name shown in the Storybook brand switcher. */
  readonly name: string;
  /** The browser's own colour for this casino (address bar, installed app title bar). */
  readonly themeColor: string;
  /** Light theme colours (the house tokens when absent). */
  readonly light?: BrandColors;
  /** Dark theme colours (the house tokens when absent). */
  readonly dark?: BrandColors;
  /** Logo shown in the header instead of the crest. */
  readonly logoSrc?: string;
  /** Font stacks: body text, and headings and the casino name. */
  readonly fonts?: { readonly body?: string; readonly display?: string };
}

function themeProperties(colors: BrandColors = {}): Record<string, string> {
  const properties: Record<string, string> = {};
  const { accent } = colors;
  if (accent) {
    properties['--lb-color-brand'] = accent;
    properties['--lb-color-nav-indicator'] = accent;
    properties['--lb-color-focus'] = accent;
    properties['--lb-color-nav-active-text'] = accent;
    properties['--lb-color-nav-active-bg'] = `color-mix(in srgb, ${accent} 14%, var(--lb-color-surface))`;
    properties['--lb-gradient-brand'] = `linear-gradient(135deg, ${accent} 0%, color-mix(in srgb, ${accent} 70%, black) 100%)`;
  }
  const link = colors.link ?? accent;
  if (link) properties['--lb-color-link'] = link;
  if (colors.cta) {
    const { background, text } = colors.cta;
    properties['--lb-color-cta-bg'] = background;
    properties['--lb-color-cta-text'] = text;
    properties['--lb-gradient-cta'] =
      `linear-gradient(135deg, color-mix(in srgb, ${background} 75%, white) 0%, ${background} 50%, color-mix(in srgb, ${background} 85%, black) 100%)`;
    properties['--lb-color-cta-glow'] = `color-mix(in srgb, ${background} 35%, transparent)`;
  }
  if (colors.background) {
    properties['--lb-color-bg'] = colors.background;
    const glow = accent ?? colors.background;
    properties['--lb-color-bg-glow'] =
      `radial-gradient(1200px 500px at 15% -10%, color-mix(in srgb, ${glow} 18%, transparent) 0%, transparent 60%)`;
  }
  if (colors.logoGradient)
    properties['--lb-gradient-logo'] = `linear-gradient(120deg, ${colors.logoGradient[0]} 0%, ${colors.logoGradient[1]} 100%)`;
  return properties;
}

/** The custom properties `brand` sets: on every theme (fonts), in light, and in dark. */
export function brandCustomProperties(brand: Brand): {
  readonly all: Readonly<Record<string, string>>;
  readonly light: Readonly<Record<string, string>>;
  readonly dark: Readonly<Record<string, string>>;
} {
  const all: Record<string, string> = {};
  if (brand.fonts?.body) all['--lb-font'] = brand.fonts.body;
  if (brand.fonts?.display) all['--lb-font-display'] = brand.fonts.display;
  return { all, light: themeProperties(brand.light), dark: themeProperties(brand.dark) };
}

function block(selector: string, properties: Readonly<Record<string, string>>): string {
  const lines = Object.entries(properties).map(([name, value]) => `  ${name}: ${value};`);
  return lines.length > 0 ? `${selector} {\n${lines.join('\n')}\n}\n` : '';
}

/**
 * The stylesheet that puts `brand` over the tokens. Its selectors match tokens.css's theme blocks,
 * so, placed after it, each theme's brand values win and the theme switch keeps working.
 */
export function brandStyleSheet(brand: Brand): string {
  const { all, light, dark } = brandCustomProperties(brand);
  return block(':root', all) + block(':root,\n:root[data-theme="light"]', light) + block(':root[data-theme="dark"]', dark);
}
