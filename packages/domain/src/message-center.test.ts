import { describe, expect, it } from 'vitest';
import type { MessageCenter } from './entities/messages.ts';
import { type MessageCache, messageCacheUsable, parseMessageCache } from './message-center.ts';
import { defaultLobbyOptions } from './options.ts';

const MAX_AGE = defaultLobbyOptions.messageCacheMaxAgeMs;

const center: MessageCenter = {
  messages: [{ id: '1', subject: 'Hello', body: '<p>Hi</p>', date: '2026-11-20 09:15:00', read: false }],
  count: { total_unread: 1 },
  lastimport: '2026-11-20 07:30:00',
};
const saved = 1_000_000_000_000;
const cache: MessageCache = { pid: 7, savedAt: saved, center };

describe('messageCacheUsable', () => {
  it.each<[string, MessageCache | null, number, number, boolean]>([
    ['fresh, same player', cache, 7, saved + 60_000, true],
    ['exactly 15 minutes old', cache, 7, saved + MAX_AGE, true],
    ['older than 15 minutes', cache, 7, saved + MAX_AGE + 1, false],
    ['another player', cache, 8, saved + 1_000, false],
    ['empty', { ...cache, center: { ...center, messages: [] } }, 7, saved + 1_000, false],
    ['from the future', cache, 7, saved - 1, false],
    ['none', null, 7, saved, false],
    ['a NaN clock', cache, 7, Number.NaN, false],
  ])('%s -> %s', (_label, value, pid, now, expected) => {
    expect(messageCacheUsable(value, pid, now, defaultLobbyOptions)).toBe(expected);
  });

  it.each<[string, number, boolean]>([
    ['kept for a casino keeping it a minute', 60_000, true],
    ['dropped for a casino keeping it half a minute', 30_000, false],
  ])('%s', (_label, maxAge, expected) => {
    expect(messageCacheUsable(cache, 7, saved + 60_000, { messageCacheMaxAgeMs: maxAge })).toBe(expected);
  });
});

describe('parseMessageCache', () => {
  it('reads back what was stored', () => {
    expect(parseMessageCache(JSON.stringify(cache))).toEqual(cache);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a number', '5'],
    ['no pid', JSON.stringify({ savedAt: saved, center })],
    ['messages not a list', JSON.stringify({ ...cache, center: { ...center, messages: 'x' } })],
    ['a message without a subject', JSON.stringify({ ...cache, center: { ...center, messages: [{ id: '1', body: '', read: false }] } })],
    ['no unread total', JSON.stringify({ ...cache, center: { ...center, count: {} } })],
    ['lastimport a number', JSON.stringify({ ...cache, center: { ...center, lastimport: 5 } })],
  ])('%s -> null', (_label, raw) => {
    expect(parseMessageCache(raw)).toBeNull();
  });
});
