import { ProviderCard } from './provider-card.tsx';
import type { ProviderCardProps } from './provider-card.tsx';
import { TaxonGrid } from './taxon-grid.tsx';

/** One provider of the directory; `id` keys the card. */
export type DirectoryProvider = ProviderCardProps & { id: string };

/** Props of {@link ProviderDirectory}. */
export interface ProviderDirectoryProps {
  title: string;
  /** Introductory paragraphs under the title (the page shows two). */
  blurbs: readonly string[];
  providers: readonly DirectoryProvider[];
}

/** The providers page: title, blurb paragraphs and a grid of provider cards. */
export function ProviderDirectory({ title, blurbs, providers }: ProviderDirectoryProps) {
  return (
    <div className="lb-directory">
      <header className="lb-directory__head">
        <h1 className="lb-directory__title">{title}</h1>
        {blurbs.map((blurb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order.
          <p key={index} className="lb-directory__blurb" dir="auto">
            {blurb}
          </p>
        ))}
      </header>
      <TaxonGrid label={title}>
        {providers.map(({ id, ...provider }) => (
          <ProviderCard key={id} {...provider} />
        ))}
      </TaxonGrid>
    </div>
  );
}
