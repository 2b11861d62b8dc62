import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_CENTER_PATH } from '../paths.ts';
import type { WireMessage } from '../seed/messages.ts';
import { callAction, casinoOf, logIn, openEnvelope, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');

interface Inbox {
  messages: WireMessage[];
  count: { total_unread: number };
  lastimport: string;
}

const messagesUrl = (origin: string, action = 'getmessages') => `${origin}${MESSAGE_CENTER_PATH}?${action}`;
const getMessages = (origin: string, cookie?: string) => request(messagesUrl(origin), { headers: cookie ? { Cookie: cookie } : {} });

afterEach(async () => {
  await request(`${fusion.origin}/__control/faults`, { method: 'DELETE' });
});

describe('MessageCenter.php?getmessages', () => {
  it('gives a player their messages, newest first, sealed in the envelope, with the unread total the bell shows', async () => {
    const cookie = await logIn(fusion.origin, 'regular');
    const inbox = openEnvelope<Inbox>(await getMessages(fusion.origin, cookie), fusion.passphrase);
    expect(inbox.messages).toHaveLength(6);
    expect(inbox.messages.filter((m) => m.read === 0)).toHaveLength(3);
    expect(inbox.count.total_unread).toBe(3);
    const bell = JSON.parse((await callAction(fusion.origin, 'getunreadmessages', { cookie })).text) as { total_unread: number };
    expect(bell.total_unread).toBe(inbox.count.total_unread);
    expect(inbox.lastimport).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const dates = inbox.messages.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(inbox.messages.map((m) => m.id)).size).toBe(6);
    expect(inbox.messages[0]?.body).toContain('Rafael');
  });

  it('serves the same inbox on every call and in every casino of the same player', async () => {
    const cookie = await logIn(single.origin, 'vip');
    const first = openEnvelope<Inbox>(await getMessages(single.origin, cookie), single.passphrase);
    const again = openEnvelope<Inbox>(await getMessages(single.origin, cookie), single.passphrase);
    expect(again).toEqual(first);
    expect(first.count.total_unread).toBe(12);
    // VIP mail starts with a hostile statement: the lobby has to render it inert.
    expect(first.messages[0]).toMatchObject({ subject: 'Your VIP statement', read: 0 });
    expect(first.messages[0]?.body).toContain('<script>');
  });

  it('answers a guest with 401, another action with 404, a POST with 405, and a fault as told', async () => {
    expect((await getMessages(fusion.origin)).status).toBe(401);
    const cookie = await logIn(fusion.origin, 'newbie');
    expect((await request(messagesUrl(fusion.origin, 'markread'), { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await request(messagesUrl(fusion.origin), { method: 'POST', headers: { Cookie: cookie } })).status).toBe(405);
    await request(`${fusion.origin}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getmessages', status: 503 }),
    });
    expect((await getMessages(fusion.origin, cookie)).status).toBe(503);
  });
});
