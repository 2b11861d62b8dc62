import { useId } from 'react';
import { iconNameFor, iconSymbolId } from './icon-names.ts';

/** Props of {@link Icon}. */
export interface IconProps {
  /** A configured icon name; unknown names draw a generic glyph. */
  name: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** Edge length in px; defaults to 1.25em so it follows the text size. */
  size?: number;
  className?: string;
}

/** A glyph of the icon set, drawn from the page's sprite, in the current text colour. */
export function Icon({ name, label, size, className }: IconProps) {
  const titleId = useId();
  const dimension = size ?? '1.25em';
  const shared = {
    className: className ? `lb-icon ${className}` : 'lb-icon',
    width: dimension,
    height: dimension,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: false,
    'data-icon': name,
  } as const;
  // The glyph is a symbol of the page's sprite (icon-glyphs.ts); the stroke settings above carry into it.
  const glyph = <use href={`#${iconSymbolId(iconNameFor(name))}`} />;
  if (!label) {
    return (
      <svg {...shared} aria-hidden="true">
        {glyph}
      </svg>
    );
  }
  return (
    <svg {...shared} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{label}</title>
      {glyph}
    </svg>
  );
}
