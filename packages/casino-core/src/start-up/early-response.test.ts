import { describe, expect, it, vi } from 'vitest';
import { type EarlyRequest, earlyRequestIn, withEarlyResponse } from './early-response.ts';

const URL_ = 'https://casino.example/app/shared/controllers/LobbyController.php?getpromos';
const FORM = 'lang=en&target=ucc_lobby&regular_only=0';

function early(response: Promise<Response>, body = FORM): EarlyRequest {
  return { url: URL_, body, response };
}

/** A `send` that answers every request with its own body, and records what it was asked. */
function sender() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response('sent');
  });
  return { send: send as unknown as typeof fetch, calls };
}

const post = (body: string, signal?: AbortSignal): RequestInit => ({ method: 'POST', body, ...(signal ? { signal } : {}) });

describe('earlyRequestIn', () => {
  it("takes the starter's request", () => {
    const request = early(Promise.resolve(new Response('early')));
    expect(earlyRequestIn(request)).toEqual(request);
  });

  it('takes nothing that is not what the starter leaves', () => {
    expect(earlyRequestIn({ url: URL_, body: FORM, response: 'x' })).toBeNull();
    expect(earlyRequestIn(42)).toBeNull();
    expect(earlyRequestIn(undefined)).toBeNull();
  });
});

describe('withEarlyResponse', () => {
  it('answers the first POST of the same form (in any order) with the early response, and sends the next', async () => {
    const { send, calls } = sender();
    const fetch = withEarlyResponse(early(Promise.resolve(new Response('early'))), send);
    const first = await fetch(URL_, post('regular_only=0&target=ucc_lobby&lang=en'));
    expect(await first.text()).toBe('early');
    expect(calls).toEqual([]);
    const second = await fetch(URL_, post(FORM));
    expect(await second.text()).toBe('sent');
    expect(calls).toHaveLength(1);
  });

  it('sends other requests as they are and keeps the early response for its own', async () => {
    const { send, calls } = sender();
    const fetch = withEarlyResponse(early(Promise.resolve(new Response('early'))), send);
    await fetch('https://casino.example/app/shared/controllers/LobbyController.php?getconfig', { method: 'GET' });
    await fetch(URL_, { method: 'GET' });
    expect(calls.map((call) => call.url)).toEqual(['https://casino.example/app/shared/controllers/LobbyController.php?getconfig', URL_]);
    expect(await (await fetch(URL_, post(FORM))).text()).toBe('early');
  });

  it('sends a POST of another form (another language) and drops the early response', async () => {
    const { send, calls } = sender();
    const cancel = vi.fn();
    const response = new Response(new ReadableStream({ cancel }));
    const fetch = withEarlyResponse(early(Promise.resolve(response)), send);
    const answer = await fetch(URL_, post('lang=de&target=ucc_lobby&regular_only=0'));
    expect(await answer.text()).toBe('sent');
    expect(calls[0]?.init?.body).toBe('lang=de&target=ucc_lobby&regular_only=0');
    // Its body is cancelled, which releases the connection.
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    // The early one is not handed to a later request either.
    expect(await (await fetch(URL_, post(FORM))).text()).toBe('sent');
  });

  it('asks again, once, when the early request failed', async () => {
    const { send, calls } = sender();
    const fetch = withEarlyResponse(early(Promise.reject(new TypeError('Failed to fetch'))), send);
    expect(await (await fetch(URL_, post(FORM))).text()).toBe('sent');
    expect(calls).toHaveLength(1);
  });

  it("gives up when the caller's signal aborts before the early response comes", async () => {
    const { send } = sender();
    const fetch = withEarlyResponse(early(new Promise<Response>(() => undefined)), send);
    const stop = new AbortController();
    const pending = fetch(URL_, post(FORM, stop.signal));
    stop.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('sends everything without an early request', async () => {
    const { send, calls } = sender();
    expect(await (await withEarlyResponse(null, send)(URL_, post(FORM))).text()).toBe('sent');
    expect(calls).toHaveLength(1);
  });
});
