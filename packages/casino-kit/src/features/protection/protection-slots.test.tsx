import type { LimitsState, SessionSummary } from '@lobby/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@lobby/casino-core/testing';
import { guestDeps, playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

const MINUTE = 60_000;

// The controller's clock is the page's: the session's times are counted from the moment it answers.
const session = (startedMinutesAgo = 5): SessionSummary => {
  const now = Date.now();
  return {
    sessionStart: now - startedMinutesAgo * MINUTE,
    serverNow: now,
    netPosition: -12.5,
    currency: 'EUR',
    realityCheckMinutes: 60,
    realityCheckAcknowledgedAt: null,
    summaryAcknowledgedAt: now - MINUTE,
    toolsAcknowledgedAt: now - MINUTE,
    sessionLimit: null,
  };
};

const limits: LimitsState = {
  limits: [{ kind: 'deposit', period: 'day', amount: 100, pending: null, used: 0, reachedUntil: null }],
  firstDepositAnswered: true,
};

const sgaBar = () => screen.queryByRole('navigation', { name: 'Responsible gambling' });

describe('protection slots', () => {
  it('show nothing and ask nothing in a casino without a market', async () => {
    const deps = playerDeps({ getSessionSummary: vi.fn(async () => session()) });
    renderApp({ deps, route: '/favorites' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(sgaBar()).toBeNull();
    expect(document.querySelector('.lb-rg-footer')).toBeNull();
    expect(deps.api.getSessionSummary).not.toHaveBeenCalled();
  });

  it("show Sweden's bar and footer to a guest, and nothing that needs the calls", async () => {
    const deps = guestDeps();
    renderApp({ deps, profile: { jurisdiction: 'sga' } });
    expect(await screen.findByRole('navigation', { name: 'Responsible gambling' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Spelpaus/ })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.lb-rg-footer')?.textContent).toContain('Spelinspektionen'));
    expect(deps.api.getSessionSummary).not.toHaveBeenCalled();
  });

  it('let the controller name the market over the casino app', async () => {
    const deps = guestDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ jurisdiction: 'sga' }), player: null })) });
    renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    expect(await screen.findByRole('navigation', { name: 'Responsible gambling' })).toBeTruthy();
  });

  it('GGL: the panic button blocks with one press and logs out', async () => {
    const deps = playerDeps({
      getSessionSummary: vi.fn(async () => session()),
      pressPanicButton: vi.fn(async () => ({ reason: 'panic' as const, until: Date.now() + 24 * 60 * MINUTE, allBrands: false })),
    });
    const app = renderApp({ deps, profile: { jurisdiction: 'ggl' } });
    fireEvent.click(await screen.findByRole('button', { name: /Panic button/ }));
    await waitFor(() => expect(app.navigation.visits).toContain('logout'));
    expect(deps.api.pressPanicButton).toHaveBeenCalledTimes(1);
  });

  it('GGL with a controller without the calls: the footer shows, the panic button does not, nothing errors', async () => {
    const deps = playerDeps();
    renderApp({ deps, profile: { jurisdiction: 'ggl' } });
    await waitFor(() => expect(document.querySelector('.lb-rg-footer')).not.toBeNull());
    await waitFor(() => expect(deps.api.getSessionSummary).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Panic button/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('UKGC: the session clock and net position in the header, and the reality check once the interval is over', async () => {
    const deps = playerDeps({ getSessionSummary: vi.fn(async () => session(61)) }, { now: () => Date.now() });
    renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    await waitFor(() => expect(document.querySelector('.lb-header .lb-session-clock')?.textContent).toMatch(/1:01:0\d/));
    // A role query over the whole lobby is slow in jsdom: the open dialog is found by its element.
    await waitFor(() => expect(document.querySelector('dialog[open]')?.textContent).toContain('Reality check'));
  });

  it('UKGC: the limits page saves a limit through the controller', async () => {
    const deps = playerDeps({
      getSessionSummary: vi.fn(async () => session()),
      getLimits: vi.fn(async () => limits),
      setLimit: vi.fn(async () => ({ state: limits, applies: 'now' as const, effectiveAt: Date.now() })),
    });
    renderApp({ deps, route: '/dashboard/limits', profile: { jurisdiction: 'ukgc' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Limits' })).toBeTruthy();
    await waitFor(() => expect(deps.api.getLimits).toHaveBeenCalled());
  });

  it('the limits page is not found where the market has none', async () => {
    renderApp({ deps: playerDeps(), route: '/dashboard/limits' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Limits' })).toBeNull();
  });

  it('AGCO: an idle player is warned, then logged out', async () => {
    let now = Date.now();
    const deps = playerDeps({}, { now: () => now });
    const app = renderApp({ deps, profile: { jurisdiction: 'agco' } });
    await waitFor(() => expect(document.querySelector('.lb-rg-footer')).not.toBeNull());
    expect(document.querySelector('dialog[open]')).toBeNull();
    now += 13 * MINUTE + 30_000;
    await waitFor(() => expect(document.querySelector('dialog[open]')?.textContent).toContain('Are you still there?'), { timeout: 10_000 });
    expect(app.navigation.visits).not.toContain('logout');
    now += MINUTE + 30_000;
    await waitFor(() => expect(app.navigation.visits).toContain('logout'), { timeout: 10_000 });
  });
});
