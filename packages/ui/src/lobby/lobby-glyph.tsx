import { StrokeGlyph } from '../icon/stroke-glyph.tsx';

// Glyphs the shared icon set lacks, drawn on its 24 x 24 grid with the same round stroke.
const GLYPHS = {
  lock: 'M7 10.5V8a5 5 0 0 1 10 0v2.5M5.5 10.5h13a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM12 14.5v2.5',
  play: 'M8.5 5.5v13l10-6.5z',
  sort: 'M7 4.5v15M3.8 16.3 7 19.5l3.2-3.2M17 19.5v-15M13.8 7.7 17 4.5l3.2 3.2',
  filter: 'M4 6h16M7 12h10M10 18h4',
} as const;

/** A glyph of the lobby widgets. */
export type LobbyGlyphName = keyof typeof GLYPHS;

/** Props of {@link LobbyGlyph}. */
export interface LobbyGlyphProps {
  name: LobbyGlyphName;
  size?: number;
  className?: string;
}

/** A decorative lobby glyph (lock, play, sort, filter); its control carries the accessible name. */
export function LobbyGlyph({ name, size, className }: LobbyGlyphProps) {
  return <StrokeGlyph d={GLYPHS[name]} size={size} className={className} name={name} />;
}
