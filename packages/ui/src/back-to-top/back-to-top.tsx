import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** The app shows it once the page is scrolled beyond two screen heights. */
  visible: boolean;
  onClick: () => void;
}

/** A round button in the corner that takes the page back to its top. */
export function BackToTop({ visible, onClick }: BackToTopProps) {
  const { t } = useUi();
  return (
    <button
      type="button"
      className="lb-back-to-top"
      hidden={!visible}
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
      onClick={onClick}
    >
      <Icon name="chevron" />
    </button>
  );
}
