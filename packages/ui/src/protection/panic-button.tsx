import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link PanicButton}. */
export interface PanicButtonProps {
  /** How long the block lasts (GGL: 24). */
  hours: number;
  busy: boolean;
  onPress: () => void;
}

/** The panic button (GGL): one press, no confirmation, blocks the account and logs out. */
export function PanicButton({ hours, busy, onPress }: PanicButtonProps) {
  const { t } = useUi();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="lb-panic-button"
      busy={busy}
      onClick={onPress}
      aria-label={t('protection.panic.label', { count: hours })}
    >
      {t('protection.panic.button')}
    </Button>
  );
}
