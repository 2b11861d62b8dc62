import { type ComponentType, type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../button/button.tsx';

interface Overlay {
  open: boolean;
  onClose?: (() => void) | undefined;
}

/**
 * A story's render for an overlay that a button opens: the open state is held the way an app holds
 * it, closing tells the story's onClose, and the overlay starts as the story's `open` says.
 * `expands`: the button reports the overlay's state (aria-expanded), as a menu button does.
 */
export function withOpener<P extends Overlay>(
  Overlay: ComponentType<P>,
  label: ReactNode,
  { button, padding = 32, expands = false }: { button?: Pick<ButtonProps, 'variant' | 'icon'>; padding?: number; expands?: boolean } = {},
) {
  return function OpenerDemo(args: P) {
    const [open, setOpen] = useState(args.open);
    const close = () => {
      args.onClose?.();
      setOpen(false);
    };
    return (
      <div style={{ padding }}>
        <Button {...button} aria-expanded={expands ? open : undefined} onClick={() => setOpen(true)}>
          {label}
        </Button>
        <Overlay {...args} open={open} onClose={close} />
      </div>
    );
  };
}
