import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

/** Opens the menu drawer from the header and returns it. */
async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  await waitFor(() => expect(document.querySelector('dialog.lb-drawer[open]')).not.toBeNull());
  return within(document.querySelector('dialog.lb-drawer') as HTMLElement);
}

describe('menu drawer', () => {
  it("shows a player's account with a logout that returns to the lobby", async () => {
    renderApp({ deps: playerDeps() });
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/site/logout?return=%2F');
    expect(menu.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/site/cashier');
  });

  it('shows a guest no account', async () => {
    renderApp({ deps: guestDeps() });
    const menu = await openMenu();
    expect(menu.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('switches the theme, remembered and applied to the document', async () => {
    const deps = guestDeps();
    const app = renderApp({ deps });
    const menu = await openMenu();
    const dark = menu.getByRole('switch', { name: 'Dark theme' });
    expect(dark.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(dark);
    expect(app.store.getState().preferences.theme).toBe('dark');
    await waitFor(() => expect(deps.preferences.theme.read()).toBe('dark'));
    expect(deps.applyDocument).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' }));
    expect(dark.getAttribute('aria-checked')).toBe('true');
  });

  it('switches the language, remembered on this device', async () => {
    const deps = guestDeps();
    const app = renderApp({ deps });
    const menu = await openMenu();
    const english = menu.getByRole('radio', { name: 'English' }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    fireEvent.click(menu.getByRole('radio', { name: 'Deutsch' }));
    expect(app.store.getState().preferences.language).toBe('de');
    await waitFor(() => expect(deps.preferences.language.read()).toBe('de'));
  });
});
