import { describe, expect, it } from 'vitest';
import { cachedCatalogKey } from './cached-catalog.ts';

describe('cachedCatalogKey', () => {
  it('is one key per casino', () => {
    expect(cachedCatalogKey('fusion')).toBe('lobby.fusion.catalog-saved');
    expect(cachedCatalogKey('northstar')).not.toBe(cachedCatalogKey('fusion'));
  });
});
