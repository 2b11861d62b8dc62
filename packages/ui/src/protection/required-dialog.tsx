import { useCallback, useId } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useModalDialog } from '../modal/use-modal-dialog.ts';

/** Props of {@link RequiredDialog}. */
export interface RequiredDialogProps {
  open: boolean;
  title: string;
  /** What the dialog says; read out as its description when it opens. */
  description: ReactNode;
  /** The only ways out: the player's choices. */
  actions: ReactNode;
  children?: ReactNode;
  className?: string;
}

const ignore = () => undefined;

/**
 * A modal that needs a choice: Escape, the backdrop and a close the browser forces change nothing.
 * A native `<dialog>` opened with showModal() (focus trapped, the page inert), announced as an
 * alert dialog with its description.
 */
export function RequiredDialog({ open, title, description, actions, children, className }: RequiredDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { closing, dialogProps } = useModalDialog(open, ignore);
  const { onClose, ...handlers } = dialogProps;
  // A browser may close a dialog after repeated Escapes; while a choice is still due it comes back.
  const reopen = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      onClose();
      const dialog = event.currentTarget;
      if (open && !dialog.open) dialog.showModal();
    },
    [onClose, open],
  );
  return (
    <dialog
      {...handlers}
      onClose={reopen}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={`lb-modal lb-modal--sm lb-required-dialog${closing ? ' lb-modal--closing' : ''}${className ? ` ${className}` : ''}`}
    >
      <div className="lb-modal__panel">
        <header className="lb-modal__header">
          <h2 id={titleId} className="lb-modal__title">
            {title}
          </h2>
        </header>
        <div className="lb-modal__body">
          <div id={descriptionId}>{description}</div>
          {children}
        </div>
        <footer className="lb-modal__footer lb-required-dialog__actions">{actions}</footer>
      </div>
    </dialog>
  );
}
