import { Children } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link TaxonGrid}. */
export interface TaxonGridProps {
  /** Accessible name of the list, when no heading names it. */
  label?: string;
  /** `providers` suits logo cards, `themes` wider picture tiles. */
  kind?: 'providers' | 'themes';
  /** One row that scrolls sideways (the home's), instead of wrapping into as many rows as it takes. */
  row?: boolean;
  /** Provider cards or theme tiles, one per child. */
  children: ReactNode;
}

/** A responsive grid of provider cards or theme tiles (short lists; no virtualizing needed). */
export function TaxonGrid({ label, kind = 'providers', row = false, children }: TaxonGridProps) {
  return (
    <ul className={`lb-taxon-grid lb-taxon-grid--${kind}${row ? ' lb-taxon-grid--row' : ''}`} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string }).key ?? index}>{child}</li>
      ))}
    </ul>
  );
}
