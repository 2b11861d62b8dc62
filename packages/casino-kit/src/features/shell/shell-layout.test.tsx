import { ControllerError } from '@lobby/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

function LicenceFooter() {
  return <p>Licensed and regulated</p>;
}

const header = async () => within(await screen.findByRole('banner'));
const sidebar = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('shell layout', () => {
  it('shows a guest the casino name, Log in and Sign up, and no balance or inbox', async () => {
    renderApp({ deps: guestDeps() });
    const top = await header();
    expect(top.getByRole('link', { name: 'Test Casino home' })).toBeTruthy();
    expect(top.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/site/signup');
    expect(top.queryByText('Balance')).toBeNull();
    expect(top.queryByRole('link', { name: /Inbox/ })).toBeNull();
  });

  it('sends a guest to the login page, coming back to the page and its query', async () => {
    const app = renderApp({ route: '/all-games?sort=newest', deps: guestDeps() });
    const login = (await header()).getByRole('button', { name: 'Log in' });
    expect(app.navigation.visits).toEqual([]);
    fireEvent.click(login);
    expect(app.navigation.visits).toEqual(['login /all-games?sort=newest']);
  });

  it('shows a player the balance and the inbox with its unread count', async () => {
    renderApp({ deps: playerDeps() });
    const top = await header();
    await waitFor(() => expect(top.getByRole('link', { name: 'Inbox, 4 unread' }).getAttribute('href')).toBe('/dashboard/messagecenter'));
    expect(top.getByText('$99.00')).toBeTruthy();
    expect(top.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the plain inbox when nothing is unread', async () => {
    renderApp({ deps: playerDeps({ getUnreadMessages: vi.fn(async () => ({ total_unread: 0 })) }) });
    const top = await header();
    await waitFor(() => expect(top.getByRole('link', { name: 'Inbox' })).toBeTruthy());
  });

  it("lists the casino's navigation in the sidebar and marks the current page", async () => {
    const navigation = {
      EN: [
        { id: 'home', label: 'Home', action: '/', icon: 'home', ucc_internal: true },
        { id: 'slots', label: 'Slots', action: '/category/slots', icon: 'slots', ucc_internal: true },
      ],
    };
    renderApp({
      route: '/category/slots',
      deps: guestDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ navigation }), player: null })) }),
    });
    await header();
    const slots = sidebar().getByRole('link', { name: 'Slots' });
    expect(slots.getAttribute('aria-current')).toBe('page');
    expect(sidebar().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('folds the sidebar and remembers it', async () => {
    renderApp({ deps: guestDeps() });
    await header();
    const toggle = screen.getByRole('button', { name: 'Sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    cleanup();
    renderApp({ deps: guestDeps() });
    await header();
    expect(screen.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Sidebar' }));
  });

  it('loads and opens the menu drawer from the menu button', async () => {
    renderApp({ deps: playerDeps() });
    const menuButton = (await header()).getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('dialog.lb-drawer')).toBeNull();
    fireEvent.click(menuButton);
    await waitFor(() => expect(document.querySelector('dialog.lb-drawer[open]')).not.toBeNull());
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const drawer = within(document.querySelector('dialog.lb-drawer') as HTMLElement);
    expect(drawer.getByRole('link', { name: 'Home' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
  });

  it('loads the search modal when search is first opened', async () => {
    renderApp({ deps: guestDeps() });
    const searchButton = (await header()).getByRole('button', { name: 'Search games' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(searchButton);
    expect(await screen.findByRole('searchbox')).toBeTruthy();
  });

  it('shows the error screen with Retry when the configuration cannot be loaded, and recovers', async () => {
    const getConfig = vi
      .fn()
      .mockRejectedValueOnce(new ControllerError({ kind: 'http', action: 'getconfig', message: 'http', status: 503 }))
      .mockResolvedValue({ casino: testConfig(), player: null });
    renderApp({ deps: guestDeps({ getConfig }) });
    fireEvent.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('banner')).toBeTruthy();
  });

  it('uses the configured casino name', async () => {
    renderApp({
      deps: guestDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ casino_name: 'Lucky Star' }), player: null })) }),
    });
    expect((await header()).getByRole('link', { name: 'Lucky Star home' })).toBeTruthy();
  });

  it('fills the footer slot with the casino’s component', async () => {
    renderApp({ deps: guestDeps(), slots: { Footer: LicenceFooter } });
    expect(await screen.findByText('Licensed and regulated')).toBeTruthy();
  });
});
