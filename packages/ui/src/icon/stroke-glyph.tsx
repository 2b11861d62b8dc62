/** Props of {@link StrokeGlyph}. */
export interface StrokeGlyphProps {
  /** The path, drawn on the icon set's 24 x 24 grid. */
  d: string;
  size?: number;
  className?: string;
  name?: string;
}

/** A decorative glyph in the icon set's round-stroke style; its control carries the accessible name. */
export function StrokeGlyph({ d, size, className, name }: StrokeGlyphProps) {
  const dimension = size ?? '1.25em';
  return (
    <svg
      className={className ? `lb-icon ${className}` : 'lb-icon'}
      width={dimension}
      height={dimension}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
      data-icon={name}
    >
      <path d={d} />
    </svg>
  );
}
