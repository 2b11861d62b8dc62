import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link SynthReminder}. */
export interface SynthReminderProps {
  src: string;
  alt: string;
  /** Where the reminder leads; without it the image is not a link. */
  href?: string | null;
  onFollow?: () => void;
  onClose: () => void;
}

/** The reminder card of a synthetic game: an image (a link when given one) and a close button. */
export function SynthReminder({ src, alt, href, onFollow, onClose }: SynthReminderProps) {
  const { t } = useUi();
  const image = <img className="lb-synth__image" src={src} alt={alt} decoding="async" />;
  return (
    <section className="lb-synth__reminder" aria-label={alt}>
      {href ? (
        <PageLink href={href} className="lb-synth__reminder-link" onClick={onFollow}>
          {image}
        </PageLink>
      ) : (
        image
      )}
      <CloseButton variant="secondary" className="lb-synth__close" label={t('play.synth.closeReminder')} onClick={onClose} />
    </section>
  );
}
