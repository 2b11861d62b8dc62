import { ControllerError } from '@lobby/api';
import type { LimitsState, PlayerLimit, SessionSummary } from '@lobby/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../testing/event-loop.ts';
import { playerDeps, renderApp } from '../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The page's clock is the controller's in these tests: the summary's times are counted from it.
const realClock = { now: () => Date.now() };

const session = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  sessionStart: Date.now() - 5 * MINUTE,
  serverNow: Date.now(),
  netPosition: 0,
  currency: 'USD',
  realityCheckMinutes: 60,
  realityCheckAcknowledgedAt: null,
  summaryAcknowledgedAt: Date.now() - MINUTE,
  toolsAcknowledgedAt: null,
  sessionLimit: null,
  ...overrides,
});

const limit = (kind: PlayerLimit['kind'], reachedUntil: number | null): PlayerLimit => ({
  kind,
  period: 'day',
  amount: 100,
  pending: null,
  used: reachedUntil === null ? 0 : 100,
  reachedUntil,
});

const limitsOf = (limits: PlayerLimit[], firstDepositAnswered = true): LimitsState => ({ limits, firstDepositAnswered });

/** 28 Nov 2026, 10:00 UTC, as the page writes it in English (in the test's own time zone). */
const UNTIL = Date.UTC(2026, 10, 28, 10);
const untilText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(UNTIL);

/** The header, once the lobby has replaced the loading screen. */
const header = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.lb-header');
    if (!found) throw new Error('no header yet');
    return found;
  });
const openDialog = () => document.querySelector('dialog[open]') as HTMLDialogElement | null;

describe('deposit links where a deposit limit is reached', () => {
  it('stay plain links, and nothing is asked, in a casino without a market', async () => {
    const deps = playerDeps({ getLimits: vi.fn(async () => limitsOf([limit('deposit', UNTIL)])) });
    renderApp({ deps });
    expect(await within(await header()).findByRole('link', { name: 'Deposit' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/site\/cashier$/),
    );
    expect(deps.api.getLimits).not.toHaveBeenCalled();
  });

  it('say "Limit reached until" with the date, disabled and explained, in the header and on the account page', async () => {
    const deps = playerDeps({ getLimits: vi.fn(async () => limitsOf([limit('deposit', UNTIL), limit('loss', null)])) });
    renderApp({ deps, route: '/dashboard', profile: { jurisdiction: 'mga' } });
    const held = await within(await header()).findByRole('button', { name: `Limit reached until ${untilText}` });
    expect(held.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(held.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your deposit limit is reached: you can deposit again from then.',
    );
    expect(within(await header()).queryByRole('link', { name: 'Deposit' })).toBeNull();
    const main = document.querySelector('main') as HTMLElement;
    expect(await within(main).findByRole('button', { name: `Limit reached until ${untilText}` })).toBeTruthy();
    expect(within(main).queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('stay links while only another kind of limit is reached', async () => {
    const deps = playerDeps({ getLimits: vi.fn(async () => limitsOf([limit('deposit', null), limit('loss', UNTIL)])) });
    renderApp({ deps, profile: { jurisdiction: 'mga' } });
    await waitFor(() => expect(deps.api.getLimits).toHaveBeenCalled());
    expect(await within(await header()).findByRole('link', { name: 'Deposit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Limit reached until/ })).toBeNull();
  });

  it('stay links with a controller without the calls', async () => {
    const deps = playerDeps();
    renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    await waitFor(() => expect(deps.api.getLimits).toHaveBeenCalled());
    expect(await within(await header()).findByRole('link', { name: 'Deposit' })).toBeTruthy();
  });
});

describe('the first-deposit limit prompt', () => {
  const firstTime = (overrides: Parameters<typeof playerDeps>[0] = {}) =>
    playerDeps({
      getLimits: vi.fn(async () => limitsOf([limit('deposit', null)], false)),
      setLimit: vi.fn(async () => ({ state: limitsOf([limit('deposit', null)]), applies: 'now' as const, effectiveAt: Date.now() })),
      declineLimits: vi.fn(async () => limitsOf([], true)),
      ...overrides,
    });

  const deposit = async () => {
    const button = await within(await header()).findByRole('button', { name: 'Deposit' });
    fireEvent.click(button);
    await waitFor(() => expect(openDialog()?.getAttribute('aria-labelledby')).toBeTruthy());
    return openDialog() as HTMLDialogElement;
  };

  it('UKGC: asks for a deposit limit before the cashier, then the deposit goes on', async () => {
    const deps = firstTime();
    const app = renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    const dialog = await deposit();
    expect(within(dialog).getByRole('heading', { name: 'Before your first deposit' })).toBeTruthy();
    expect(app.navigation.visits).not.toContain('cashier /site/cashier');
    fireEvent.click(within(dialog).getByRole('button', { name: '$250.00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(app.navigation.visits).toContain('cashier /site/cashier'));
    expect(deps.api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'month', amount: 250 });
    expect(deps.api.declineLimits).not.toHaveBeenCalled();
  });

  it('UKGC: the opt-out is confirmed before it is sent, then the deposit goes on', async () => {
    const deps = firstTime();
    const app = renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    const dialog = await deposit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue without a limit' }));
    expect(deps.api.declineLimits).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue without a limit' }));
    await waitFor(() => expect(app.navigation.visits).toContain('cashier /site/cashier'));
    expect(deps.api.declineLimits).toHaveBeenCalledTimes(1);
  });

  it('KSA: the form is neutral (no amounts offered) and asks whether the player is prepared to lose the amount', async () => {
    const deps = firstTime();
    const app = renderApp({ deps, profile: { jurisdiction: 'ksa' } });
    const dialog = await deposit();
    expect(within(dialog).queryByRole('button', { name: /^\$/ })).toBeNull();
    const amount = within(dialog).getByLabelText('New limit (USD)') as HTMLInputElement;
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '80' } });
    expect(within(dialog).getByRole('button', { name: 'Set limit' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I am prepared to lose $80.00.' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(app.navigation.visits).toContain('cashier /site/cashier'));
    expect(deps.api.setLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'month', amount: 80 });
  });

  it('a failed answer keeps the prompt and says so; closing it drops the deposit', async () => {
    const deps = firstTime({ setLimit: vi.fn(async () => Promise.reject(new Error('down'))) });
    const app = renderApp({ deps, profile: { jurisdiction: 'ukgc' } });
    const dialog = await deposit();
    fireEvent.click(within(dialog).getByRole('button', { name: '$50.00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your limit could not be saved. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(app.navigation.visits).not.toContain('cashier /site/cashier');
  });

  it('is not asked once answered, nor where the market does not ask it', async () => {
    const answered = playerDeps({ getLimits: vi.fn(async () => limitsOf([limit('deposit', null)], true)) });
    renderApp({ deps: answered, profile: { jurisdiction: 'ukgc' } });
    await waitFor(() => expect(answered.api.getLimits).toHaveBeenCalled());
    expect(await within(await header()).findByRole('link', { name: 'Deposit' })).toBeTruthy();
    cleanup();
    const mga = playerDeps({ getLimits: vi.fn(async () => limitsOf([limit('deposit', null)], false)) });
    renderApp({ deps: mga, profile: { jurisdiction: 'mga' } });
    await waitFor(() => expect(mga.api.getLimits).toHaveBeenCalled());
    expect(await within(await header()).findByRole('link', { name: 'Deposit' })).toBeTruthy();
    expect(within(await header()).queryByRole('button', { name: 'Deposit' })).toBeNull();
  });
});

describe('the reality-check interval', () => {
  it('UKGC: the limits page saves the chosen interval, and the check then comes at it', async () => {
    let minutes = 60;
    const deps = playerDeps(
      {
        getSessionSummary: vi.fn(async () => session({ sessionStart: Date.now() - 20 * MINUTE, realityCheckMinutes: minutes })),
        getLimits: vi.fn(async () => limitsOf([])),
        setRealityCheck: vi.fn(async (chosen: number) => {
          minutes = chosen;
          return session({ realityCheckMinutes: chosen });
        }),
      },
      realClock,
    );
    renderApp({ deps, route: '/dashboard/limits', profile: { jurisdiction: 'ukgc' } });
    const select = (await screen.findByLabelText('Reality check every')) as HTMLSelectElement;
    expect(select.value).toBe('60');
    expect(openDialog()).toBeNull();
    fireEvent.change(select, { target: { value: '15' } });
    fireEvent.click(within(select.closest('section') as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(deps.api.setRealityCheck).toHaveBeenCalledWith(15));
    // Twenty minutes in, a 15-minute interval is over: the summary read again brings the check.
    await waitFor(() => expect(openDialog()?.textContent).toContain('Reality check'));
  });

  it('is not offered where the market has no reality check', async () => {
    const deps = playerDeps({ getSessionSummary: vi.fn(async () => session()), getLimits: vi.fn(async () => limitsOf([])) }, realClock);
    renderApp({ deps, route: '/dashboard/limits', profile: { jurisdiction: 'ksa' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Limits' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.lb-limits')).not.toBeNull());
    expect(screen.queryByLabelText('Reality check every')).toBeNull();
  });
});

describe('the session-time limit', () => {
  /**
   * A KSA player whose session summary names a limit `aheadMs` ahead. The clock moves only when the
   * test moves it, however slow the machine (timeouts too, from the summary's answer on); the
   * answers still arrive on the real event loop.
   */
  async function limitAhead(aheadMs: number) {
    let answer: (summary: SessionSummary) => void = () => {};
    const deps = playerDeps(
      {
        getSessionSummary: vi.fn(() => new Promise<SessionSummary>((resolve) => (answer = resolve))),
        getLimits: vi.fn(async () => limitsOf([limit('session', null)])),
      },
      realClock,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = renderApp({ deps, profile: { jurisdiction: 'ksa' } });
    await waitFor(() => expect(deps.api.getSessionSummary).toHaveBeenCalled());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const reachedAt = Date.now() + aheadMs;
    answer(session({ sessionLimit: { reachedAt, until: UNTIL } }));
    await settle(() =>
      Object.values(app.store.getState().lobbyApi?.queries ?? {}).some(
        (query) => query?.endpointName === 'getSessionSummary' && query.status === 'fulfilled',
      ),
    );
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    return { app, reachedAt, advance };
  }

  it('KSA: ends the session at the moment the summary names, saying why and until when, then logs out', async () => {
    const { app, reachedAt, advance } = await limitAhead(3000);
    // The message comes a second early, so never after the controller has ended the session.
    await advance(reachedAt - 1001 - Date.now());
    expect(openDialog()).toBeNull();
    await advance(1);
    expect(openDialog()?.textContent).toContain('Session-time limit reached');
    expect(openDialog()?.textContent).toContain(`You can log in again from ${untilText}.`);
    // Past the controller's moment, the logout waits for the player's OK only.
    await advance(2000);
    expect(app.navigation.visits).not.toContain('logout');
    fireEvent.click(within(openDialog() as HTMLElement).getByRole('button', { name: 'OK' }));
    await advance(0);
    await settle(() => app.navigation.visits.includes('logout'));
    expect(app.navigation.visits).toContain('logout');
  });

  it('an OK pressed before the controller reaches the limit logs out only once it has, so the session is not ended short of it', async () => {
    const { app, reachedAt, advance } = await limitAhead(1500);
    await advance(500);
    expect(openDialog()?.textContent).toContain('Session-time limit reached');
    fireEvent.click(within(openDialog() as HTMLElement).getByRole('button', { name: 'OK' }));
    await advance(reachedAt - 1 - Date.now());
    expect(app.navigation.visits).not.toContain('logout');
    await advance(1);
    await settle(() => app.navigation.visits.includes('logout'));
    expect(app.navigation.visits).toContain('logout');
    expect(Date.now()).toBe(reachedAt);
  });

  it('ends the session at once when a limit set below the time played is reached', async () => {
    const reached = limitsOf([{ ...limit('session', UNTIL), amount: 10, used: 25 }]);
    // As the controller does: the answer to the change says the limit is reached, and the session is gone after it.
    let ended = false;
    const gone = (action: string) => () => Promise.reject(new ControllerError({ kind: 'auth', action, message: 'auth', status: 401 }));
    const deps = playerDeps(
      {
        getSessionSummary: vi.fn(async () => (ended ? gone('session')() : session())),
        getLimits: vi.fn(async () => (ended ? gone('limits')() : limitsOf([limit('session', null)]))),
        setLimit: vi.fn(async () => {
          ended = true;
          return { state: reached, applies: 'now' as const, effectiveAt: Date.now() };
        }),
      },
      realClock,
    );
    renderApp({ deps, route: '/dashboard/limits', profile: { jurisdiction: 'sga' } });
    const row = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLFormElement>('form.lb-limit-row')].find((form) =>
        form.closest('fieldset')?.textContent?.includes('Session-time limit'),
      );
      if (!found) throw new Error('no session-time limit row yet');
      return found;
    });
    fireEvent.change(within(row).getByRole('spinbutton'), { target: { value: '10' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(openDialog()?.textContent).toContain('Session-time limit reached'));
    expect(openDialog()?.textContent).toContain(untilText);
  });

  it('says nothing while the limit is ahead', async () => {
    const deps = playerDeps(
      {
        getSessionSummary: vi.fn(async () => session({ sessionLimit: { reachedAt: Date.now() + HOUR, until: UNTIL } })),
        getLimits: vi.fn(async () => limitsOf([limit('session', null)])),
      },
      realClock,
    );
    const app = renderApp({ deps, profile: { jurisdiction: 'ksa' } });
    await waitFor(() => expect(deps.api.getSessionSummary).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.lb-rg-footer')).not.toBeNull());
    expect(openDialog()).toBeNull();
    expect(app.navigation.visits).not.toContain('logout');
  });
});
