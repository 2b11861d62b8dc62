// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '@lobby/casino-core';
import { storePendingFavorite, takePendingFavorite } from './pending-favorite.ts';

function memory(initial: Record<string, string> = {}): SafeStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('pending favorite', () => {
  it('keeps a favorite until it is taken, once', () => {
    const storage = memory();
    storePendingFavorite(storage, { shortname: 'game-1', provider: 'acme' });
    expect(takePendingFavorite(storage)).toEqual({ shortname: 'game-1', provider: 'acme' });
    expect(takePendingFavorite(storage)).toBeNull();
  });

  it('keeps a favorite without a provider', () => {
    const storage = memory();
    storePendingFavorite(storage, { shortname: 'game-1', provider: null });
    expect(takePendingFavorite(storage)).toEqual({ shortname: 'game-1', provider: null });
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '5'],
    ['no shortname', '{"provider":"acme"}'],
    ['a numeric shortname', '{"shortname":5}'],
  ])('drops a stored value that is %s', (_label, raw) => {
    const storage = memory({ 'lobby.pendingFavorite': raw });
    expect(takePendingFavorite(storage)).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('reads an odd provider as none', () => {
    const storage = memory({ 'lobby.pendingFavorite': '{"shortname":"game-1","provider":7}' });
    expect(takePendingFavorite(storage)).toEqual({ shortname: 'game-1', provider: null });
  });
});
