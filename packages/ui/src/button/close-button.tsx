import { Icon } from '../icon/icon.tsx';
import { Button } from './button.tsx';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  /** What closing does, as a screen reader reads it ("Close", "Dismiss", "Close the reminder"). */
  label: string;
  onClick: () => void;
  /** `secondary` over a picture, where a ghost button would not stand out. */
  variant?: 'ghost' | 'secondary';
  className?: string;
}

/** The small square close (✕) button of a dialog, panel, card or notice. */
export function CloseButton({ label, onClick, variant = 'ghost', className }: CloseButtonProps) {
  return (
    <Button variant={variant} size="sm" iconOnly className={className} aria-label={label} icon={<Icon name="close" />} onClick={onClick} />
  );
}
