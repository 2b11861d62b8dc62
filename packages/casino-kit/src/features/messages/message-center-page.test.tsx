import { ControllerError } from '@lobby/api';
import type { InboxMessage, MessageCenter } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig, testPlayer } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';
import { selectPlayer, selectUnread } from '@lobby/casino-core';

afterEach(cleanup);

const ROUTE = '/dashboard/messagecenter';

const message = (id: string, subject: string, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  subject,
  body: `<p>About ${subject}</p>`,
  date: '2026-03-10 09:30:00',
  read: false,
  ...overrides,
});

const inbox = (messages: readonly InboxMessage[], unread = messages.filter((item) => !item.read).length): MessageCenter => ({
  messages,
  count: { total_unread: unread },
  lastimport: '2026-03-10 10:00:00',
});

const unauthorized = () => new ControllerError({ kind: 'auth', action: 'getmessages', message: 'auth', status: 401 });
const unreachable = () => new ControllerError({ kind: 'http', action: 'getmessages', message: 'http', status: 503 });

const inboxSection = () => screen.getByRole('region', { name: 'Your messages' });
const list = () => within(inboxSection());

describe('message center page', () => {
  it("lists the player's messages with their unread total, and the bell takes the same figure", async () => {
    const deps = playerDeps({
      getMessages: vi.fn(async () => inbox([message('1', 'Welcome bonus'), message('2', 'Weekly cashback', { read: true })])),
    });
    const app = renderApp({ route: ROUTE, deps });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(list().getByText('Welcome bonus')).toBeTruthy());
    expect(list().getByText('Weekly cashback')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
    await waitFor(() => expect(selectUnread(app.store.getState())).toBe(1));
    expect(screen.getByRole('link', { name: 'Inbox, 1 unread' })).toBeTruthy();
  });

  it('shows message bodies without their scripts', async () => {
    const body = '<p>Hello <b>Ada</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    renderApp({ route: ROUTE, deps: playerDeps({ getMessages: vi.fn(async () => inbox([message('1', 'Greetings', { body })])) }) });
    await waitFor(() => expect(list().getByText('Greetings')).toBeTruthy());
    const item = inboxSection();
    expect(item.innerHTML).toContain('<b>Ada</b>');
    expect(item.innerHTML).not.toContain('onerror');
    expect(item.querySelector('script')).toBeNull();
  });

  it('says so when there are no messages', async () => {
    renderApp({ route: ROUTE, deps: playerDeps() });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });

  it('asks the server again on Refresh and shows the new list', async () => {
    const getMessages = vi
      .fn()
      .mockResolvedValueOnce(inbox([message('1', 'Welcome bonus')]))
      .mockResolvedValue(inbox([message('2', 'Tournament results'), message('1', 'Welcome bonus')]));
    renderApp({ route: ROUTE, deps: playerDeps({ getMessages }) });
    await waitFor(() => expect(list().getByText('Welcome bonus')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(list().getByText('Tournament results')).toBeTruthy());
    expect(getMessages).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('keeps the list on screen when a refresh fails', async () => {
    const getMessages = vi
      .fn()
      .mockResolvedValueOnce(inbox([message('1', 'Welcome bonus')]))
      .mockRejectedValue(unreachable());
    renderApp({ route: ROUTE, deps: playerDeps({ getMessages }) });
    await waitFor(() => expect(list().getByText('Welcome bonus')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(getMessages).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(inboxSection().getAttribute('aria-busy')).toBe('false'));
    expect(list().getByText('Welcome bonus')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('shows the error with Try again when the first load fails, and Try again loads the list', async () => {
    const getMessages = vi
      .fn()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue(inbox([message('1', 'Welcome bonus')]));
    const deps = playerDeps({ getMessages });
    renderApp({ route: ROUTE, deps });
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(deps.log).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(list().getByText('Welcome bonus')).toBeTruthy());
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('ends the session on a 401: the player becomes a guest and the configuration is asked again', async () => {
    const getConfig = vi
      .fn()
      .mockResolvedValueOnce({ casino: testConfig(), player: testPlayer() })
      .mockResolvedValue({ casino: testConfig(), player: null });
    const app = renderApp({
      route: ROUTE,
      deps: playerDeps({ getConfig, getMessages: vi.fn(async () => Promise.reject(unauthorized())) }),
    });
    await waitFor(() => expect(selectPlayer(app.store.getState())).toBeNull());
    await waitFor(() => expect(getConfig).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(selectUnread(app.store.getState())).toBeNull();
    // A guest on this page is sent to the login page, which returns here.
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /dashboard/messagecenter (replace)']));
  });

  it('sends a guest to the login page, returning to the messages', async () => {
    const deps = guestDeps();
    const app = renderApp({ route: ROUTE, deps });
    await waitFor(() => expect(app.navigation.visits).toEqual(['login /dashboard/messagecenter (replace)']));
    expect(deps.api.getMessages).not.toHaveBeenCalled();
  });
});
