import { useState } from 'react';

/** Props of {@link ProviderLogo}. */
export interface ProviderLogoProps {
  name: string;
  src?: string;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [name.trim()];
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** A provider's logo tile; a missing or broken image becomes its initials in the same box. */
export function ProviderLogo({ name, src }: ProviderLogoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = src && broken !== src;
  return (
    <span className="lb-chooser__logo" aria-hidden="true">
      {showImage ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(src)} />
      ) : (
        <span className="lb-chooser__initials">{initials(name)}</span>
      )}
    </span>
  );
}
