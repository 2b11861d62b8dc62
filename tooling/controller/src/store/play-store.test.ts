import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { generateCatalog } from '../seed/generate-catalog.ts';
import { fusionPlan } from '../seed/plans.ts';
import {
  balanceCents,
  createGameToken,
  findPlayerId,
  findTokenPlayer,
  GAME_TOKEN_TTL_MS,
  KEEP_PLAYING_LIMIT,
  recentLaunches,
  recordLaunch,
  setBalance,
  settleRound,
} from './play-store.ts';
import { resetPlayers, seedPlayersIfEmpty } from './players-store.ts';

const catalog = generateCatalog(fusionPlan(200));
const NOW = Date.parse('2026-11-20T12:00:00Z');

function seeded() {
  const db = openDatabase(':memory:');
  for (const [casinoId, base] of [
    [1, 100_000],
    [2, 200_000],
  ] as const)
    seedPlayersIfEmpty(db, { casinoId, playerIdBase: base, currency: 'USD' }, catalog);
  return db;
}

const realCents = (db: ReturnType<typeof seeded>, pid: number) =>
  (db.prepare('SELECT real_cents FROM balances WHERE casino_id = 1 AND pid = ?').get(pid) as { real_cents: number | null }).real_cents;

describe('game tokens', () => {
  it('name their player in their own casino until they expire', () => {
    const db = seeded();
    const token = createGameToken(db, 1, 100_002, NOW);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(findTokenPlayer(db, 1, token, NOW + GAME_TOKEN_TTL_MS - 1)).toBe(100_002);
    expect(findTokenPlayer(db, 1, token, NOW + GAME_TOKEN_TTL_MS)).toBeNull();
    expect(findTokenPlayer(db, 2, token, NOW)).toBeNull();
    expect(findTokenPlayer(db, 1, '', NOW)).toBeNull();
    expect(findTokenPlayer(db, 1, `${token}x`, NOW)).toBeNull();
    expect(createGameToken(db, 1, 100_002, NOW)).not.toBe(token);
  });

  it('are dropped with expired ones on the next issue, and with their player on reset', () => {
    const db = seeded();
    const old = createGameToken(db, 1, 100_002, NOW);
    createGameToken(db, 1, 100_002, NOW + GAME_TOKEN_TTL_MS);
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM game_tokens').get() as { n: number }).n;
    expect(count()).toBe(1);
    expect(findTokenPlayer(db, 1, old, NOW)).toBeNull();
    resetPlayers(db, { casinoId: 1, playerIdBase: 100_000, currency: 'USD' }, catalog);
    expect(count()).toBe(0);
  });
});

describe('launches', () => {
  it('answers each game once, most recent first, at most twelve', () => {
    const db = seeded();
    const ref = (i: number) => ({ shortname: `game-${i}`, provider: 'p' });
    for (let i = 0; i < 15; i += 1) recordLaunch(db, 1, 100_002, ref(i), true, NOW + i);
    recordLaunch(db, 1, 100_002, ref(3), false, NOW + 100);
    recordLaunch(db, 1, 100_002, { shortname: 'game-3', provider: 'q' }, true, NOW + 100);
    const recent = recentLaunches(db, 1, 100_002);
    expect(recent).toHaveLength(KEEP_PLAYING_LIMIT);
    expect(recent.slice(0, 4)).toEqual([{ shortname: 'game-3', provider: 'q' }, ref(3), ref(14), ref(13)]);
    expect(recentLaunches(db, 1, 100_003)).toEqual([]);
    expect(recentLaunches(db, 2, 100_002)).toEqual([]);
  });
});

describe('balances', () => {
  it('settles a round in one go: stake off, win on, real money alongside', () => {
    const db = seeded();
    expect(settleRound(db, 1, 100_002, 100, 500)).toEqual({ balanceCents: 25_400 });
    expect(realCents(db, 100_002)).toBe(23_400);
    expect(settleRound(db, 1, 100_002, 15_000, 0)).toEqual({ balanceCents: 10_400 });
    expect(balanceCents(db, 1, 100_002)).toBe(10_400);
  });

  it('refuses a stake above the balance and changes nothing', () => {
    const db = seeded();
    expect(settleRound(db, 1, 100_004, 15_000, 0)).toEqual({ error: 'insufficient_funds' });
    expect(balanceCents(db, 1, 100_004)).toBe(250);
    expect(settleRound(db, 1, 999, 100, 0)).toEqual({ error: 'unknown_player' });
  });

  it('sets a balance outright, null included, and never drives real money below zero', () => {
    const db = seeded();
    expect(setBalance(db, 1, 100_002, 200)).toBe(true);
    expect(balanceCents(db, 1, 100_002)).toBe(200);
    expect(realCents(db, 100_002)).toBe(0);
    expect(setBalance(db, 1, 100_002, null)).toBe(true);
    expect(balanceCents(db, 1, 100_002)).toBeNull();
    expect(settleRound(db, 1, 100_002, 0, 500)).toEqual({ balanceCents: 500 });
    expect(setBalance(db, 1, 999, 100)).toBe(false);
  });

  it('finds players by username, case-insensitively, in one casino', () => {
    const db = seeded();
    expect(findPlayerId(db, 1, 'Regular')).toBe(100_002);
    expect(findPlayerId(db, 2, 'regular')).toBe(200_002);
    expect(findPlayerId(db, 1, 'nobody')).toBeNull();
  });
});
