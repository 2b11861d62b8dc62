import { useUi } from '../ui-context.tsx';
import { FireworksBurst } from './fireworks-burst.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link FireworksPopup}. */
export interface FireworksPopupProps {
  /** The popup image; without it the card shows the fireworks alone. */
  src?: string | null;
  alt: string;
  onClose: () => void;
}

/**
 * The fireworks popup over a synthetic game. Non-modal on purpose: it takes no focus, so a
 * player mid-spin keeps the game; the overlay's live region announces it instead.
 */
export function FireworksPopup({ src, alt, onClose }: FireworksPopupProps) {
  const { t } = useUi();
  return (
    <section className="lb-fireworks" aria-label={t('play.synth.fireworksLabel')}>
      <FireworksBurst />
      <div className="lb-fireworks__card">
        {src ? <img className="lb-synth__image" src={src} alt={alt} decoding="async" /> : null}
        <CloseButton variant="secondary" className="lb-synth__close" label={t('play.synth.closeFireworks')} onClick={onClose} />
      </div>
    </section>
  );
}
