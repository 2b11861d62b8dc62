import { describe, expect, it } from 'vitest';
import { countByTaxon, taxaWithCounts } from './taxon-counts.ts';
import { makeGame } from './testing/fixtures.ts';

const games = [
  makeGame({ provider: 'nova', themes: ['animals', 'animals'] }),
  makeGame({ provider: 'nova', themes: ['pirates'] }),
  makeGame({ provider: 'first-sportsbook', themes: ['animals'] }),
  makeGame({ provider: 'redstone', themes: [] }),
];

describe('countByTaxon', () => {
  it.each<['provider' | 'themes', [string, number][]]>([
    [
      'provider',
      [
        ['nova', 2],
        ['redstone', 1],
      ],
    ],
    [
      'themes',
      [
        ['animals', 1],
        ['pirates', 1],
      ],
    ],
  ])('counts %s', (field, expected) => {
    expect([...countByTaxon(games, field)]).toEqual(expected);
  });
});

describe('taxaWithCounts', () => {
  it('lists known taxa with games, in taxa order, once each', () => {
    const taxa = [
      { id: 1, name: 'Redstone', shortname: 'redstone' },
      { id: 2, name: 'Empty', shortname: 'empty' },
      { id: 3, name: 'Nova', shortname: 'nova' },
      { id: 4, name: 'Nova again', shortname: 'nova' },
      { id: 5, name: 'Sportsbook', shortname: 'first-sportsbook' },
    ];
    expect(taxaWithCounts(games, taxa, 'provider').map((t) => [t.taxon.id, t.count])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
});
