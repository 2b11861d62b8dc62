import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalogSchema, gameSchema, lockDetailsSchema } from './catalog.ts';
import type { DropReport } from './lists.ts';

const base = { id: 7, shortname: 'lucky-7', name: 'Lucky 7', provider: 'acme', category: 'slots' };

function parseCatalog(input: unknown) {
  const reports: DropReport[] = [];
  const output = v.parse(
    catalogSchema((report) => reports.push(report)),
    input,
  );
  return { output, reports };
}

const game = (input: object) => v.parse(gameSchema, { ...base, ...input });

describe('game normalization', () => {
  it.each([
    [{ id: '42' }, { id: 42 }],
    [{ jackpot: '1,234.50' }, { jackpot: 1234.5 }],
    [{ jackpot: '99.9' }, { jackpot: 99.9 }],
    [{ jackpot: 'NaN' }, { jackpot: null }],
    [{ jackpot: null }, { jackpot: null }],
    [{ jackpot: 'n/a' }, { jackpot: null }],
    [{ jackpot: '1e400' }, { jackpot: null }],
    [{ jackpot: ' -0.5 ' }, { jackpot: -0.5 }],
    [
      { game_lock: '1', pre_release: 0, synth: true },
      { game_lock: true, pre_release: false, synth: 1 },
    ],
    [
      { game_lock: 'maybe', synth: '0' },
      { game_lock: false, synth: 0 },
    ],
    [{ display_name: '' }, { display_name: null }],
    [{ name: '' }, { name: 'lucky-7' }],
    [{ release_date: '2024-03-01 10:00:00' }, { release_date: '2024-03-01' }],
    [{ release_date: '0000-00-00' }, { release_date: '' }],
    [
      { themes: 'animals, pirates', features: null },
      { themes: ['animals', 'pirates'], features: [] },
    ],
    [{ sub_groups: { 0: 'top', 3: 'new' } }, { sub_groups: ['top', 'new'] }],
  ])('%j -> %j', (input, expected) => {
    expect(game(input)).toMatchObject(expected);
  });

  it('keeps long, RTL and emoji names byte for byte', () => {
    const names = ['ا'.repeat(300), '\u202Eأميرة الصحراء\u202C', '🍒🍋 Fruit 👑 Party 🎰', `  padded  `];
    for (const name of names) expect(game({ name, display_name: name })).toMatchObject({ name, display_name: name });
  });

  it('repairs a valid multiplier and its schedule', () => {
    const jackpot_multiplier = {
      type: 'Boosted',
      multipliers: '2',
      schedule: {
        repeat_param: 'weekly',
        start_at: '2026-01-01T10:00',
        end_at: null,
        start_time: '10:00:00',
        end_time: 'x',
        recurrence: 'Monday,FRIDAY,funday',
      },
    };
    expect(game({ jackpot_multiplier }).jackpot_multiplier).toEqual({
      type: 'boosted',
      multipliers: 2,
      schedule: {
        repeat_param: 'weekly',
        start_at: '2026-01-01 10:00:00',
        end_at: null,
        start_time: '10:00',
        end_time: null,
        recurrence: ['monday', 'friday'],
      },
    });
  });

  it.each([
    ['an unknown type', { type: 'tripled', multipliers: 3, schedule: null }],
    ['an unknown repeat rule', { type: 'multiplier', multipliers: 3, schedule: { repeat_param: 'hourly' } }],
    ['no multiplier amount', { type: 'multiplier', multipliers: 'lots' }],
  ])('drops a multiplier with %s but keeps the game', (_name, jackpot_multiplier) => {
    expect(game({ jackpot_multiplier }).jackpot_multiplier).toBeNull();
  });

  it('reads PHP empty arrays as "no multiplier" and a missing schedule as always on', () => {
    expect(game({ jackpot_multiplier: [] }).jackpot_multiplier).toBeNull();
    expect(game({ jackpot_multiplier: { type: 'multiplier', multipliers: 2 } }).jackpot_multiplier).toEqual({
      type: 'multiplier',
      multipliers: 2,
      schedule: null,
    });
  });

  it('refuses a zone-suffixed date rather than shifting it silently', () => {
    const schedule = { repeat_param: 'one_time', start_at: '2026-01-01T10:00:00Z' };
    expect(
      game({ jackpot_multiplier: { type: 'multiplier', multipliers: 2, schedule } }).jackpot_multiplier?.schedule?.start_at,
    ).toBeNull();
  });
});

describe('catalog lists', () => {
  it('accepts 0 games', () => {
    const { output, reports } = parseCatalog({ games: [], providers: [], themes: [], features: [], categories: [], total_jackpot: 0 });
    expect(output.games).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('drops games without a shortname or id, keeps the first of duplicate ids, and reports once', () => {
    const games = [
      { ...base, id: 1, shortname: 'first' },
      { ...base, id: '1', shortname: 'second' },
      { ...base, id: 2, shortname: '' },
      { ...base, id: 3, shortname: undefined },
      { ...base, id: 'x', shortname: 'bad-id' },
      'not a game',
      { ...base, id: 4, shortname: 'kept' },
    ];
    const { output, reports } = parseCatalog({ games });
    expect(output.games.map((g) => g.shortname)).toEqual(['first', 'kept']);
    expect(reports).toEqual([{ list: 'games', total: 7, invalid: 4, duplicates: 1, firstProblem: expect.stringMatching(/^shortname/) }]);
  });

  it('reads a PHP keyed object as a list and fills missing taxonomies', () => {
    const { output } = parseCatalog({ games: { 0: { ...base, id: 1 }, 5: { ...base, id: 2, shortname: 'b' } }, total_jackpot: '1500.25' });
    expect(output.games).toHaveLength(2);
    expect(output).toMatchObject({ providers: [], themes: [], features: [], categories: [], total_jackpot: 1500.25 });
  });

  it.each([
    ['null games', { games: null, providers: [] }],
    ['missing games', { providers: [] }],
    ['games as text', { games: 'none' }],
  ])('refuses %s: a bad answer, not an empty lobby', (_name, answer) => {
    expect(v.safeParse(catalogSchema(), answer).success).toBe(false);
  });

  it('normalizes taxa and de-duplicates them by shortname', () => {
    const providers = [
      { id: '1', shortname: 'acme', name: '' },
      { id: 2, shortname: 'acme', name: 'Again' },
    ];
    expect(parseCatalog({ games: [], providers }).output.providers).toEqual([{ id: 1, name: 'acme', shortname: 'acme' }]);
  });

  it('fails when games is missing or not a list', () => {
    expect(v.safeParse(catalogSchema(), { providers: [] }).success).toBe(false);
    expect(v.safeParse(catalogSchema(), { games: 42 }).success).toBe(false);
  });
});

describe('lock details', () => {
  const details = {
    lock_by: 'deposit',
    visible_event: 'deposit',
    target_date: '2026-12-01 00:00:00',
    display_name: 'D',
    game_name: 'G',
    img_portrait: '',
    img_landscape: 'l.svg',
  };

  it('normalizes empty images and aliases', () => {
    expect(v.parse(lockDetailsSchema, { ...details, lock_by: 'signup_event', visible_event: 'party' })).toEqual({
      ...details,
      lock_by: 'signup',
      visible_event: null,
      img_portrait: null,
    });
  });

  it('fails on an unknown lock reason, since no modal fits it', () => {
    const result = v.safeParse(lockDetailsSchema, { ...details, lock_by: 'moon_phase' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toMatch(/expected one of player_class, signup, deposit/);
  });
});

describe('game info fields', () => {
  it('keeps the fields that make sense', () => {
    expect(game({ rtp: '96.5', volatility: 'Very High', max_win: 5000, top_win_probability: 0.0000125 })).toMatchObject({
      rtp: 96.5,
      volatility: 'very_high',
      max_win: 5000,
      top_win_probability: 0.0000125,
    });
  });

  it.each([
    [{ rtp: 120 }, 'rtp'],
    [{ rtp: 0 }, 'rtp'],
    [{ rtp: 'abc' }, 'rtp'],
    [{ volatility: 'wild' }, 'volatility'],
    [{ max_win: -3 }, 'max_win'],
    [{ top_win_probability: 2 }, 'top_win_probability'],
  ])('drops %j, keeping the game', (input, field) => {
    const parsed = game(input);
    expect(parsed.shortname).toBe('lucky-7');
    expect(parsed).not.toHaveProperty(field);
  });

  it('adds nothing to a game without them', () => {
    expect(Object.keys(game({}))).not.toEqual(expect.arrayContaining(['rtp']));
  });
});
