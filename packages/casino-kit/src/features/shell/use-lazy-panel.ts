import { useCallback, useState } from 'react';

/** A panel (menu drawer, search) whose code loads on first opening and stays mounted after. */
export interface LazyPanel {
  readonly open: boolean;
  /** Whether it has been opened at least once: until then it is not rendered (nor loaded). */
  readonly used: boolean;
  readonly show: () => void;
  readonly close: () => void;
}

/** Open and close state of a panel that is only loaded once the visitor first opens it. */
export function useLazyPanel(): LazyPanel {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, used, show, close };
}
