import { describe, expect, it } from 'vitest';
import type { GameLockDetails } from './entities/catalog.ts';
import { type LockView, lockView } from './lock.ts';
import { utc } from './testing/fixtures.ts';

const base: GameLockDetails = {
  lock_by: 'player_class',
  visible_event: null,
  target_date: null,
  display_name: 'Gold Rush™',
  game_name: 'Gold Rush',
  img_portrait: 'p.webp',
  img_landscape: '',
};
const shown = { gameName: 'Gold Rush™', imgPortrait: 'p.webp', imgLandscape: null };
const now = utc('2026-11-20T12:00:00');

describe('lockView', () => {
  it.each<[string, Partial<GameLockDetails>, LockView]>([
    ['VIP class', {}, { ...shown, kind: 'vip', liveChat: true }],
    ['deposit', { lock_by: 'deposit', visible_event: 'deposit' }, { ...shown, kind: 'deposit', depositButton: true }],
    [
      'signup, date ahead (New York time)',
      { lock_by: 'signup', visible_event: 'signup', target_date: '2026-11-21 07:00:00' },
      { ...shown, kind: 'signup', availableFrom: utc('2026-11-21T12:00:00'), msUntilAvailable: 86_400_000 },
    ],
    [
      'signup, date passed',
      { lock_by: 'signup', target_date: '2026-11-01 00:00:00' },
      { ...shown, kind: 'signup', availableFrom: utc('2026-11-01T04:00:00'), msUntilAvailable: 0 },
    ],
    ['signup without a date', { lock_by: 'signup' }, { ...shown, kind: 'signup', availableFrom: null, msUntilAvailable: null }],
    [
      'signup with an unreadable date',
      { lock_by: 'signup', target_date: 'soon' },
      { ...shown, kind: 'signup', availableFrom: null, msUntilAvailable: null },
    ],
    ['an empty display name', { display_name: ' ' }, { ...shown, gameName: 'Gold Rush', kind: 'vip', liveChat: true }],
  ])('%s', (_label, overrides, expected) => {
    expect(lockView({ ...base, ...overrides }, now)).toEqual(expected);
  });
});
