import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

type FocusTarget = 'panel' | 'toggle' | null;

/**
 * Open state of the play screen's options panel, controlled when `openProp` is given. Opening by
 * the player moves focus into the panel; closing by Escape or its own button gives focus back to
 * the Options button, so keyboard users never land on <body>.
 */
export function useOptionsPanel(openProp: boolean | undefined, onOpenChange?: (open: boolean) => void) {
  const [innerOpen, setInnerOpen] = useState(false);
  const open = openProp ?? innerOpen;
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<FocusTarget>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      focusTarget.current = next ? 'panel' : 'toggle';
      setInnerOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  // Runs after the panel lost its `hidden`, the only moment it can take focus.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === 'panel' && open) panelRef.current?.focus();
    else if (target === 'toggle' && !open) toggleRef.current?.focus();
    else return;
    focusTarget.current = null;
  }, [open]);

  const onPanelKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    },
    [setOpen],
  );

  return {
    open,
    toggle: () => setOpen(!open),
    hide: () => setOpen(false),
    panelRef,
    toggleRef,
    onPanelKeyDown,
  };
}
