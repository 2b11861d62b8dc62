// @vitest-environment node
import { defaultLobbyOptions, type LobbyOptionOverrides, type MessageCenter } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { signedInStore, testDeps } from '@lobby/casino-core/testing';
import { MESSAGE_CACHE_KEY, selectUnread } from '@lobby/casino-core';
import { dataLayer } from '../../shared/data-layer.ts';
import { messagesApi } from './messages-api.ts';

const NOW = 1_700_000_000_000;
const MESSAGE_CACHE_MAX_AGE_MS = defaultLobbyOptions.messageCacheMaxAgeMs;
const center = (subject: string, unread: number): MessageCenter => ({
  messages: [{ id: subject, subject, body: '<p>Hi</p>', date: null, read: false }],
  count: { total_unread: unread },
  lastimport: null,
});

function setup(stored: { pid: number; savedAt: number; center: MessageCenter } | null, options: LobbyOptionOverrides = {}) {
  const values = new Map<string, string>(stored ? [[MESSAGE_CACHE_KEY, JSON.stringify(stored)]] : []);
  const session = {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
  const getMessages = vi.fn(async () => center('from the server', 2));
  const deps = testDeps({ getMessages }, { session, now: () => NOW });
  const { store } = signedInStore(deps, { layer: dataLayer, options });
  return { store, getMessages, values };
}

describe('message center endpoint', () => {
  it('opens on the list kept for this player when it is at most 15 minutes old', async () => {
    const { store, getMessages } = setup({ pid: 7, savedAt: NOW - MESSAGE_CACHE_MAX_AGE_MS, center: center('kept', 5) });
    const list = await store.dispatch(messagesApi.endpoints.getMessages.initiate(7)).unwrap();
    expect(list.messages[0]?.subject).toBe('kept');
    expect(getMessages).not.toHaveBeenCalled();
    // The bell takes only the server's figure.
    expect(selectUnread(store.getState())).toBeNull();
  });

  it.each([
    ['older than 15 minutes', { pid: 7, savedAt: NOW - MESSAGE_CACHE_MAX_AGE_MS - 1 }],
    ['kept for another player', { pid: 8, savedAt: NOW }],
  ])('asks the server when the kept list is %s, and keeps the answer', async (_name, kept) => {
    const { store, getMessages, values } = setup({ ...kept, center: center('kept', 5) });
    const list = await store.dispatch(messagesApi.endpoints.getMessages.initiate(7)).unwrap();
    expect(list.messages[0]?.subject).toBe('from the server');
    expect(getMessages).toHaveBeenCalledTimes(1);
    expect(JSON.parse(values.get(MESSAGE_CACHE_KEY) ?? '{}')).toMatchObject({ pid: 7, savedAt: NOW });
    expect(selectUnread(store.getState())).toBe(2);
  });

  it.each<[string, number, string]>([
    ['kept 2 minutes ago, for a profile keeping it 5', 5, 'kept'],
    ['kept 2 minutes ago, for a profile keeping it 1', 1, 'from the server'],
  ])('opens on the list %s minutes: %s', async (_name, minutes, subject) => {
    const { store } = setup({ pid: 7, savedAt: NOW - 2 * 60_000, center: center('kept', 5) }, { messageCacheMaxAgeMs: minutes * 60_000 });
    const list = await store.dispatch(messagesApi.endpoints.getMessages.initiate(7)).unwrap();
    expect(list.messages[0]?.subject).toBe(subject);
  });

  it('asks the server on refresh even with a usable kept list', async () => {
    const { store, getMessages } = setup({ pid: 7, savedAt: NOW, center: center('kept', 5) });
    const request = store.dispatch(messagesApi.endpoints.getMessages.initiate(7));
    await request.unwrap();
    const list = await request.refetch().unwrap();
    expect(list.messages[0]?.subject).toBe('from the server');
    expect(getMessages).toHaveBeenCalledTimes(1);
  });
});
