import { useCallback, useState } from 'react';
import { safeStorage } from '@lobby/casino-core';

const storage = safeStorage(() => window.localStorage);

/** Whether the desktop sidebar is collapsed, remembered on this device. */
export function useSidebarCollapsed(casinoKey: string): [boolean, (collapsed: boolean) => void] {
  const key = `lobby.${casinoKey}.sidebarCollapsed`;
  const [collapsed, setCollapsed] = useState(() => storage.get(key) === '1');
  const update = useCallback(
    (next: boolean) => {
      storage.set(key, next ? '1' : '0');
      setCollapsed(next);
    },
    [key],
  );
  return [collapsed, update];
}
