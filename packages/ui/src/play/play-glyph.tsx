import { StrokeGlyph } from '../icon/stroke-glyph.tsx';

// Glyphs the shared icon set lacks, drawn on the same 24 x 24 grid with the same round stroke.
const GLYPHS = {
  'fullscreen-enter':
    'M4 9V5.5A1.5 1.5 0 0 1 5.5 4H9M15 4h3.5A1.5 1.5 0 0 1 20 5.5V9M20 15v3.5a1.5 1.5 0 0 1-1.5 1.5H15M9 20H5.5A1.5 1.5 0 0 1 4 18.5V15',
  'fullscreen-exit':
    'M9 4v3.5A1.5 1.5 0 0 1 7.5 9H4M20 9h-3.5A1.5 1.5 0 0 1 15 7.5V4M15 20v-3.5a1.5 1.5 0 0 1 1.5-1.5H20M4 15h3.5A1.5 1.5 0 0 1 9 16.5V20',
  sliders: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5',
  phone: 'M8.5 2.8h7a1.8 1.8 0 0 1 1.8 1.8v14.8a1.8 1.8 0 0 1-1.8 1.8h-7a1.8 1.8 0 0 1-1.8-1.8V4.6a1.8 1.8 0 0 1 1.8-1.8zM10.8 17.8h2.4',
  lock: 'M6.5 10.5h11a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19v-7a1.5 1.5 0 0 1 1.5-1.5zM8.2 10.5V8a3.8 3.8 0 0 1 7.6 0v2.5M12 14.5v2',
  versions: 'M4 7.5 12 3.5l8 4-8 4zM4 12l8 4 8-4M4 16.5l8 4 8-4',
} as const;

/** A glyph name of {@link PlayGlyph}. */
export type PlayGlyphName = keyof typeof GLYPHS;

/** Props of {@link PlayGlyph}. */
export interface PlayGlyphProps {
  name: PlayGlyphName;
  size?: number;
  className?: string;
}

/** A decorative glyph of the play widgets; give its control an accessible name instead. */
export function PlayGlyph({ name, size, className }: PlayGlyphProps) {
  return <StrokeGlyph d={GLYPHS[name]} size={size} className={className} name={name} />;
}
