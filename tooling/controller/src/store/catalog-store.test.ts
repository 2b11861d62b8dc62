import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { generateCatalog } from '../seed/generate-catalog.ts';
import { fusionPlan, singleProviderPlan } from '../seed/plans.ts';
import { ensureCatalog, loadCatalog } from './catalog-store.ts';

describe('catalog store', () => {
  it('reads back exactly what it seeded, per casino', () => {
    const db = openDatabase(':memory:');
    const fusion = ensureCatalog(db, 1, fusionPlan());
    const single = ensureCatalog(db, 2, singleProviderPlan());
    expect(fusion).toEqual(generateCatalog(fusionPlan()));
    expect(loadCatalog(db, 1)).toEqual(fusion);
    expect(loadCatalog(db, 2)).toEqual(single);
    db.close();
  });

  it('seeds once per plan and again when the plan changes', () => {
    const db = openDatabase(':memory:');
    expect(ensureCatalog(db, 1, fusionPlan(300))).not.toBeNull();
    expect(ensureCatalog(db, 1, fusionPlan(300))).toBeNull();
    expect(ensureCatalog(db, 1, fusionPlan(400))?.games).toHaveLength(400);
    expect(loadCatalog(db, 1).games).toHaveLength(400);
    db.close();
  });
});
