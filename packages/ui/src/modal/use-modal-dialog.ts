import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject, SyntheticEvent } from 'react';
import { prefersReducedMotion } from '../motion.ts';
import { useUi } from '../ui-context.tsx';

/** How long the close animation runs (`modalAnimationMs`; tokens.css declares it as `--lb-duration`, checked by a test). */
function closeDelay(animationMs: number): number {
  return prefersReducedMotion() ? 0 : animationMs;
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The dialog's controls in Tab order that can take the focus now (rendered, not in a closed part). */
function tabbables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a modal
 * dialog alone would let the focus leave the page for the browser's own controls.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  const stops = tabbables(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Remembers what had focus when the dialog opened and gives focus back to it once. */
function useOpener() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = focusedElement();
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);
  // Unmounting an open dialog would otherwise leave focus on <body>.
  useEffect(() => restore, [restore]);
  return { remember, restore };
}

/**
 * Follows `open`: showModal() at once; on close, a closing phase for the exit animation first.
 * `ownClose` is set while the browser has yet to announce a close() of ours.
 */
function useShowModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, ownClose: RefObject<boolean>) {
  const animationMs = useUi().options.modalAnimationMs;
  const [closing, setClosing] = useState(false);
  const { remember, restore } = useOpener();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      setClosing(false);
      if (!dialog.open) {
        remember();
        dialog.showModal();
      }
      return;
    }
    if (!dialog.open) return;
    setClosing(true);
    const timer = window.setTimeout(() => {
      setClosing(false);
      if (dialog.open) {
        ownClose.current = true;
        dialog.close();
      }
      restore();
    }, closeDelay(animationMs));
    return () => window.clearTimeout(timer);
  }, [ref, open, remember, restore, ownClose, animationMs]);
  return { closing, restore };
}

/** Escape, the native cancel, a backdrop click or a browser-forced close all become one `onClose`. */
function useCloseRequests(open: boolean, onClose: () => void, restore: () => void, ownClose: RefObject<boolean>) {
  const wantOpen = useRef(open);
  const asked = useRef(false);
  wantOpen.current = open;

  // One Escape can arrive as keydown and then as the native cancel; the owner hears it once.
  const request = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    window.setTimeout(() => {
      asked.current = false;
    }, 0);
    onClose();
  }, [onClose]);

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      request();
    },
    [request],
  );

  // Handling Escape here keeps the exit animation and also serves scripted key presses,
  // which never trigger the browser's own cancel.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Tab') return wrapFocus(event);
      if (event.key !== 'Escape') return;
      event.preventDefault();
      request();
    },
    [request],
  );

  // The browser may close the dialog itself (a repeated Escape); keep the owner's state in step.
  // The close event of our own close() comes a task later, when a quick player may already have
  // opened the dialog again: that one is not a request to close.
  const onNativeClose = useCallback(() => {
    if (ownClose.current) {
      ownClose.current = false;
      return;
    }
    if (!wantOpen.current) return;
    request();
    restore();
  }, [request, restore, ownClose]);

  // The panel fills the dialog box, so a click whose target is the dialog landed on the backdrop.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) request();
    },
    [request],
  );

  return { onCancel, onKeyDown, onClose: onNativeClose, onClick };
}

/**
 * Drives a native `<dialog>` from an `open` prop. showModal() traps focus and makes the page
 * inert; closing runs the exit animation, then close() and focus back on whatever opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const ownClose = useRef(false);
  const { closing, restore } = useShowModal(ref, open, ownClose);
  const handlers = useCloseRequests(open, onClose, restore, ownClose);
  return { ref, closing, dialogProps: { ref, ...handlers } };
}
