import type { PendingFavorite } from '@lobby/domain';
import type { SafeStorage } from '@lobby/casino-core';

const KEY = 'lobby.pendingFavorite';

/** Keeps a `?fav=` favorite across the login round trip. */
export function storePendingFavorite(storage: SafeStorage, favorite: PendingFavorite): void {
  storage.set(KEY, JSON.stringify(favorite));
}

/** The stored pending favorite, removed from storage; null when none or malformed. */
export function takePendingFavorite(storage: SafeStorage): PendingFavorite | null {
  const raw = storage.get(KEY);
  storage.remove(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { shortname, provider } = value as Record<string, unknown>;
    if (typeof shortname !== 'string') return null;
    return { shortname, provider: typeof provider === 'string' ? provider : null };
  } catch {
    return null;
  }
}
