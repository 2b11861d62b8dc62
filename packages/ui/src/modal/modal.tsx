import { useId } from 'react';
import type { ReactNode } from 'react';
import { useUi } from '../ui-context.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /**
   * Asked for on Escape, the close button or a backdrop click; the owner sets `open` to false.
   * Without it the dialog waits for an answer from its content: no close button, and Escape or a
   * backdrop click do nothing (a regulator's prompt that must be acknowledged).
   */
  onClose?: (() => void) | undefined;
  /** Heading; also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Actions row under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Asked to close a dialog that needs an answer: it stays. */
const stayOpen = () => undefined;

export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const { t } = useUi();
  const titleId = useId();
  const { closing, dialogProps } = useModalDialog(open, onClose ?? stayOpen);
  const classes = `lb-modal lb-modal--${size}${closing ? ' lb-modal--closing' : ''}`;
  return (
    <dialog {...dialogProps} className={classes} aria-labelledby={titleId}>
      <div className="lb-modal__panel">
        <header className="lb-modal__header">
          <h2 id={titleId} className="lb-modal__title">
            {title}
          </h2>
          {onClose ? <CloseButton label={t('common.close')} onClick={onClose} /> : null}
        </header>
        <div className="lb-modal__body">{children}</div>
        {footer ? <footer className="lb-modal__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
