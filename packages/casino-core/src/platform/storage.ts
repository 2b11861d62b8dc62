/** A key-value store that never throws: private mode, quota and disabled storage fall back to memory. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Wraps a Web Storage area (local or session); `null` gives a memory-only store. */
export function safeStorage(area: () => Storage | null): SafeStorage {
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return area();
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // Quota or private mode: the memory copy keeps the app working for this visit.
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
