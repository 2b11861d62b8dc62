import type { Game, JackpotMultiplier, MultiplierSchedule } from './entities/catalog.ts';

let nextId = 1;

/** Test support (not exported from the package): a game with plain defaults and `overrides` applied. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Game ${id}`,
    display_name: null,
    shortname: `game-${id}`,
    category: 'online-slots',
    jackpot: null,
    themes: [],
    features: [],
    provider: 'acme',
    release_date: '2024-01-01',
    sub_groups: [],
    game_lock: false,
    pre_release: false,
    synth: 0,
    jackpot_multiplier: null,
    ...overrides,
  };
}

/** Test support: a schedule with every field null or empty except `fields`. */
export function schedule(fields: Partial<MultiplierSchedule> & Pick<MultiplierSchedule, 'repeat_param'>): MultiplierSchedule {
  return { start_at: null, end_at: null, start_time: null, end_time: null, recurrence: [], ...fields };
}

/** Test support: a jackpot multiplier. */
export function multiplier(type: JackpotMultiplier['type'], multipliers: number, sched: MultiplierSchedule | null): JackpotMultiplier {
  return { type, multipliers, schedule: sched };
}

/** Test support: epoch ms of a UTC date-time written `YYYY-MM-DDTHH:mm:ss`. */
export function utc(text: string): number {
  return Date.parse(`${text}Z`);
}
