import type { Game, JackpotMultiplier, MultiplierSchedule } from '../entities/catalog.ts';
import type { DfsValidation } from '../entities/dfs.ts';

let nextId = 1;

/** Test support: a game with plain defaults and `overrides` applied. */
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

/** Test support: a daily free spins validation answer, allowed, no wheel, with `overrides` on top. */
export function testValidation(overrides: Partial<DfsValidation> = {}): DfsValidation {
  return {
    DFSSPINWHEEL: false,
    allowed_to_redeem: true,
    reason_not_allowed_to_redeem: null,
    enabled_sections: [],
    slices: [],
    newrulevalidation: false,
    wheel_description: '',
    successmsg: '',
    casino_id: 1,
    terms_page: '/site/terms',
    game_image: null,
    campaign_description: '',
    email: 'ada@example.com',
    game_slug: 'game-1',
    dfs_game_slug: 'game-1',
    spins_remaining: 30,
    cashierURL: '/site/cashier',
    webplayURL: '/',
    is_spin_available_for_today: true,
    ...overrides,
  };
}
