import type { CasinoLicence, SessionSummary } from '@lobby/domain';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig, testPlayer } from '@lobby/casino-core/testing';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const MINUTE = 60_000;

// Role queries over the whole lobby are slow in jsdom: the parts are found by their element first.
const toolsNav = () => document.querySelector<HTMLElement>('nav.lb-protection-links');
const toolLinks = () => [...(toolsNav()?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
const footer = () => document.querySelector<HTMLElement>('.lb-rg-footer');

describe('the way to the protection tools', () => {
  it('the account page links to every tool a UKGC player has', async () => {
    renderApp({ deps: playerDeps(), route: '/dashboard', profile: { jurisdiction: 'ukgc' } });
    await waitFor(() => expect(toolsNav()).not.toBeNull());
    expect(within(toolsNav() as HTMLElement).getByRole('heading', { name: 'Your protection tools' })).toBeTruthy();
    expect(toolLinks()).toEqual([
      ['Limits', '/dashboard/limits'],
      ['Take a break', '/dashboard/break'],
      ['Self-exclusion', '/dashboard/self-exclusion'],
      ['Account history', '/dashboard/history'],
    ]);
  });

  it('leaves out what the market lacks: no break in Germany', async () => {
    renderApp({ deps: playerDeps(), route: '/dashboard', profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(toolsNav()).not.toBeNull());
    expect(toolLinks().map(([name]) => name)).toEqual(['Limits', 'Self-exclusion', 'Account history']);
  });

  it('shows nothing on the account page of a casino without a market, and loads nothing for it', async () => {
    const deps = playerDeps();
    const app = renderApp({ deps, route: '/dashboard' });
    await waitFor(() => expect(document.querySelector('.lb-account')).not.toBeNull());
    expect(toolsNav()).toBeNull();
    expect(app.api.getSessionSummary).not.toHaveBeenCalled();
  });

  it("a tool's page links to the others, itself marked as the current page", async () => {
    renderApp({ deps: playerDeps(), route: '/dashboard/self-exclusion', profile: { jurisdiction: 'sga' } });
    await waitFor(() => expect(toolsNav()).not.toBeNull());
    const nav = toolsNav() as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Self-exclusion' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Limits' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Account history' }));
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Account history'));
  });
});

describe("the footer's licence line", () => {
  const sent: CasinoLicence = { text: 'Fusion Gaming Ltd, account 000000', url: 'https://register.example/000000' };
  const own: CasinoLicence = { text: 'Fusion Gaming Ltd, from casino.ts', url: null };
  const configured = (licence: CasinoLicence | undefined) =>
    playerDeps({
      getConfig: vi.fn(async () => ({ casino: testConfig(licence ? { licence } : {}), player: testPlayer() })),
    });

  it("shows the controller's licence, linked to the regulator's register, over the casino app's own", async () => {
    renderApp({ deps: configured(sent), profile: { jurisdiction: 'ukgc', licence: own } });
    await waitFor(() => expect(footer()?.textContent).toContain('Fusion Gaming Ltd, account 000000'));
    const register = within(footer() as HTMLElement).getByRole('link', { name: /^Check the licence in the regulator's register/ });
    expect(register.getAttribute('href')).toBe('https://register.example/000000');
    expect(footer()?.textContent).not.toContain('from casino.ts');
  });

  it("shows the casino app's licence where the controller sends none", async () => {
    renderApp({ deps: configured(undefined), profile: { jurisdiction: 'mga', licence: own } });
    await waitFor(() => expect(footer()?.textContent).toContain('Fusion Gaming Ltd, from casino.ts'));
    expect(within(footer() as HTMLElement).queryByRole('link', { name: /register/ })).toBeNull();
  });

  it('leaves the line out where no licence is configured; the rest of the footer shows', async () => {
    renderApp({ deps: configured(undefined), profile: { jurisdiction: 'ukgc' } });
    await waitFor(() => expect(footer()?.textContent).toContain('Gambling Commission'));
    expect(document.querySelector('.lb-rg-footer__licence')).toBeNull();
    expect(footer()?.textContent).toContain('18+');
  });
});

/** An offer that wants the screen all along, as the daily free spins sheet does. */
function Offer() {
  return useOverlayTurn('dfs-sheet', true) ? <p className="probe-offer">Free spins</p> : null;
}

describe('protection prompts in the overlay queue', () => {
  it('the reality check comes first, the offer waits and comes back once it is answered', async () => {
    const now = Date.now();
    let acknowledgedAt: number | null = null;
    const summary = (): SessionSummary => ({
      sessionStart: now - 61 * MINUTE,
      serverNow: now,
      netPosition: 0,
      currency: 'GBP',
      realityCheckMinutes: 60,
      realityCheckAcknowledgedAt: acknowledgedAt,
      summaryAcknowledgedAt: null,
      toolsAcknowledgedAt: null,
      sessionLimit: null,
    });
    // The controller's clock is the page's: the session's times are counted from the moment it answers.
    const deps = playerDeps(
      {
        getSessionSummary: vi.fn(async () => summary()),
        acknowledge: vi.fn(async () => {
          acknowledgedAt = Date.now();
          return acknowledgedAt;
        }),
      },
      { now: () => Date.now() },
    );
    renderApp({ deps, profile: { jurisdiction: 'ukgc' }, slots: { PlayerOffers: Offer } });
    await waitFor(() => expect(document.querySelector('dialog[open]')?.textContent).toContain('Reality check'));
    expect(document.querySelector('.probe-offer')).toBeNull();
    const dialog = document.querySelector('dialog[open]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(document.querySelector('.probe-offer')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    expect(deps.api.acknowledge).toHaveBeenCalledWith('reality_check');
  });
});
