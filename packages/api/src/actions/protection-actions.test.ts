import { describe, expect, it } from 'vitest';
import { isUnsupported } from '../errors.ts';
import { encryptBody } from '../testing/envelope-fixture.ts';
import { json, text } from '../testing/fake-fetch.ts';
import { routeClient } from '../testing/route-client.ts';

const RG = '/app/shared/controllers/ResponsibleGamingController.php';
const AT = '2026-11-27T10:00:00+00:00';
const AT_MS = Date.UTC(2026, 10, 27, 10);

const session = {
  session_start: AT,
  server_now: '2026-11-27T11:30:00Z',
  net_position: '-12.5',
  currency: 'GBP',
  reality_check_minutes: 30,
  reality_check_acknowledged_at: null,
  summary_acknowledged_at: 'yesterday',
};

const limits = {
  limits: [
    { kind: 'deposit', period: 'day', amount: 100, pending_amount: 200, pending_at: '2026-11-28T10:00:00Z', used: 60, reached_until: null },
    { kind: 'session', period: 'week', amount: '', used: 'x' },
    { kind: 'bet', period: 'day', amount: 5 },
  ],
  first_deposit_answered: 1,
};

describe('responsible gaming calls', () => {
  it('getSessionSummary reads instants with a zone and the net position', async () => {
    const { client, only } = routeClient(session);
    await expect(client.getSessionSummary()).resolves.toEqual({
      sessionStart: AT_MS,
      serverNow: AT_MS + 90 * 60_000,
      netPosition: -12.5,
      currency: 'GBP',
      realityCheckMinutes: 30,
      realityCheckAcknowledgedAt: null,
      summaryAcknowledgedAt: null,
      toolsAcknowledgedAt: null,
      sessionLimit: null,
    });
    expect(only()).toMatchObject({ method: 'GET', path: `${RG}?session` });
  });

  it('getSessionSummary reads when the tools popup was acknowledged, and an unreadable time as never', async () => {
    const acknowledged = routeClient({ ...session, tools_acknowledged_at: AT });
    await expect(acknowledged.client.getSessionSummary()).resolves.toMatchObject({ toolsAcknowledgedAt: AT_MS });
    const garbled = routeClient({ ...session, tools_acknowledged_at: '2026-11-27 10:00:00' });
    await expect(garbled.client.getSessionSummary()).resolves.toMatchObject({ toolsAcknowledgedAt: null });
  });

  it('getSessionSummary reads when the session-time limit ends the session, only with both its moments', async () => {
    const both = { ...session, session_limit_reached_at: '2026-11-27T12:00:00Z', session_limit_until: '2026-11-28T10:00:00Z' };
    await expect(routeClient(both).client.getSessionSummary()).resolves.toMatchObject({
      sessionLimit: { reachedAt: AT_MS + 2 * 3_600_000, until: AT_MS + 24 * 3_600_000 },
    });
    const half = { ...both, session_limit_until: '2026-11-28 10:00' };
    await expect(routeClient(half).client.getSessionSummary()).resolves.toMatchObject({ sessionLimit: null });
  });

  it('reads the same answer from the encrypted envelope', async () => {
    const { client } = routeClient(async () => text(await encryptBody(session, 'route-client-passphrase')));
    await expect(client.getSessionSummary()).resolves.toMatchObject({ netPosition: -12.5, sessionStart: AT_MS });
  });

  it('refuses a session start without a zone', async () => {
    const { client } = routeClient({ ...session, session_start: '2026-11-27 10:00:00' });
    await expect(client.getSessionSummary()).rejects.toMatchObject({ kind: 'invalid', action: 'session' });
  });

  it('getLimits keeps pending increases and drops unknown kinds, reporting them', async () => {
    const { client, lines } = routeClient(limits);
    const state = await client.getLimits();
    expect(state.firstDepositAnswered).toBe(true);
    expect(state.limits).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: 100,
        pending: { amount: 200, effectiveAt: AT_MS + 24 * 3_600_000 },
        used: 60,
        reachedUntil: null,
      },
      { kind: 'session', period: 'week', amount: null, pending: null, used: 0, reachedUntil: null },
    ]);
    expect(lines.join('\n')).toContain('dropped 1 of 3 limits');
  });

  it('setLimit posts the amount (empty for none) and reads when it applies', async () => {
    const { client, only } = routeClient({ state: limits, applies: 'later', effective_at: '2026-11-28T10:00:00Z' });
    const result = await client.setLimit({ kind: 'loss', period: 'month', amount: null });
    expect(only()).toMatchObject({ method: 'POST', path: `${RG}?setlimit`, form: { kind: 'loss', period: 'month', amount: '' } });
    expect(result).toMatchObject({ applies: 'later', effectiveAt: AT_MS + 24 * 3_600_000 });
  });

  it.each([
    ['takeBreak', (c: ReturnType<typeof routeClient>['client']) => c.takeBreak(7), 'takebreak', { days: '7' }],
    [
      'selfExclude',
      (c: ReturnType<typeof routeClient>['client']) => c.selfExclude({ months: 6, allBrands: true }),
      'selfexclude',
      { months: '6', all_brands: '1' },
    ],
    ['pressPanicButton', (c: ReturnType<typeof routeClient>['client']) => c.pressPanicButton(), 'panic', {}],
  ] as const)('%s posts its form and reads the block', async (_name, run, action, form) => {
    const { client, only } = routeClient({ reason: 'break', until: AT, all_brands: 0 });
    await expect(run(client)).resolves.toEqual({ reason: 'break', until: AT_MS, allBrands: false });
    expect(only()).toMatchObject({ method: 'POST', path: `${RG}?${action}`, form });
  });

  it('getActivity asks for its days and drops malformed days', async () => {
    const answer = {
      days: 30,
      from: '2026-10-28T10:00:00Z',
      to: AT,
      currency: 'EUR',
      totals: { stakes: 100, wins: 40, losses: 60, deposits: 150, withdrawals: 0 },
      by_day: [{ day: '2026-11-27', stakes: 100, wins: 40, losses: 60, deposits: 150 }, { day: 'today' }],
    };
    const { client, only } = routeClient(answer);
    const summary = await client.getActivity(30);
    expect(only().path).toBe(`${RG}?activity&days=30`);
    expect(summary.totals).toEqual({ stakes: 100, wins: 40, losses: 60, deposits: 150, withdrawals: 0 });
    expect(summary.byDay).toEqual([{ day: '2026-11-27', stakes: 100, wins: 40, losses: 60, deposits: 150, withdrawals: 0 }]);
  });

  it('getAccountHistory reads timestamped entries', async () => {
    const { client } = routeClient({
      months: 3,
      currency: 'GBP',
      entries: [
        { at: AT, kind: 'deposit', amount: 50, detail: 'Cashier' },
        { at: AT, kind: 'login', amount: null, detail: '' },
        { at: AT, kind: 'teleport', amount: 1 },
      ],
    });
    const history = await client.getAccountHistory();
    expect(history.entries.map((e) => [e.kind, e.at, e.amount])).toEqual([
      ['deposit', AT_MS, 50],
      ['login', AT_MS, null],
    ]);
  });

  it('acknowledge posts what was seen and answers the controller time', async () => {
    const { client, only } = routeClient({ acknowledged_at: AT });
    await expect(client.acknowledge('reality_check')).resolves.toBe(AT_MS);
    expect(only()).toMatchObject({ method: 'POST', path: `${RG}?acknowledge`, form: { what: 'reality_check' } });
  });

  it('acknowledge posts the tools popup as seen', async () => {
    const { client, only } = routeClient({ acknowledged_at: AT });
    await expect(client.acknowledge('tools')).resolves.toBe(AT_MS);
    expect(only()).toMatchObject({ method: 'POST', path: `${RG}?acknowledge`, form: { what: 'tools' } });
  });

  it('a controller without the calls is "not supported", other failures are not', async () => {
    const missing = routeClient(() => json({ error: 'unknown_action' }, { status: 404 }));
    const error = await missing.client.getLimits().catch((e: unknown) => e);
    expect(isUnsupported(error)).toBe(true);
    const broken = routeClient(() => json({ error: 'server_error' }, { status: 500 }));
    const failure = await broken.client.getSessionSummary().catch((e: unknown) => e);
    expect(isUnsupported(failure)).toBe(false);
    const guest = routeClient(() => json({ error: 'auth_required' }, { status: 401 }));
    await expect(guest.client.getLimits()).rejects.toMatchObject({ kind: 'auth' });
    expect(isUnsupported(new Error('plain'))).toBe(false);
  });
});
