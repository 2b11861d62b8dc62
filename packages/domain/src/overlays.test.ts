import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from './options.ts';
import { arrangeOverlays, OVERLAY_ZONES, type OverlayKind, type OverlayRequest, overlayShows } from './overlays.ts';

const at = (kind: OverlayKind, since = 0, id: string = kind): OverlayRequest => ({ id, kind, since });
const phone = { phone: true };
const wide = { phone: false };
const ids = (list: readonly OverlayRequest[]) => list.map((r) => r.id);

describe('arrangeOverlays', () => {
  it.each([
    [
      'a phone shows one bottom bar: the login bar before the promo banner',
      [at('sticky-banner'), at('login-bar')],
      phone,
      ['login-bar'],
      ['sticky-banner'],
    ],
    ['a wide screen stacks them', [at('sticky-banner'), at('login-bar')], wide, ['login-bar', 'sticky-banner'], []],
    [
      'a wide screen stacks two bars at most',
      [at('sticky-banner'), at('login-bar'), at('install-prompt')],
      wide,
      ['install-prompt', 'login-bar'],
      ['sticky-banner'],
    ],
    ["a phone's sheet keeps bars away", [at('sticky-banner'), at('dfs-sheet')], phone, ['dfs-sheet'], ['sticky-banner']],
    ['a wide sheet leaves the bars', [at('sticky-banner'), at('dfs-sheet')], wide, ['dfs-sheet', 'sticky-banner'], []],
    ['one sheet at a time', [at('fifty-free'), at('dfs-sheet')], wide, ['dfs-sheet'], ['fifty-free']],
    [
      'the cashier tooltip outranks a sheet it would sit over',
      [at('dfs-sheet'), at('cashier-tooltip')],
      phone,
      ['cashier-tooltip'],
      ['dfs-sheet'],
    ],
    [
      "a phone's tooltip takes the bottom from the bars",
      [at('cashier-tooltip'), at('login-bar')],
      phone,
      ['cashier-tooltip'],
      ['login-bar'],
    ],
    [
      'a wide tooltip hangs from the header, beside the bars',
      [at('cashier-tooltip'), at('login-bar')],
      wide,
      ['cashier-tooltip', 'login-bar'],
      [],
    ],
    [
      'a protection prompt is alone but for notices',
      [at('sticky-banner'), at('dfs-sheet'), at('cashier-tooltip'), at('notice'), at('protection-prompt')],
      wide,
      ['protection-prompt', 'notice'],
      ['cashier-tooltip', 'dfs-sheet', 'sticky-banner'],
    ],
    [
      "a phone's protection prompt takes the screen from the bottom's bar, sheet and tooltip",
      [at('login-bar'), at('fifty-free'), at('cashier-tooltip'), at('install-prompt'), at('protection-prompt', 9)],
      phone,
      ['protection-prompt'],
      ['cashier-tooltip', 'fifty-free', 'install-prompt', 'login-bar'],
    ],
    [
      'two protection prompts one at a time, the earlier first',
      [at('protection-prompt', 5, 'inactivity'), at('protection-prompt', 2, 'reality-check'), at('sticky-banner')],
      wide,
      ['reality-check'],
      ['inactivity', 'sticky-banner'],
    ],
    [
      'notices up to their limit, the earliest first',
      [at('notice', 4, 'n4'), at('notice', 1, 'n1'), at('notice', 3, 'n3'), at('notice', 2, 'n2')],
      phone,
      ['n1', 'n2', 'n3'],
      ['n4'],
    ],
    ['a request asked for twice counts once', [at('login-bar'), at('login-bar')], phone, ['login-bar'], []],
    ['nothing wants the screen', [], phone, [], []],
  ] as const)('%s', (_name, requests, viewport, showing, queued) => {
    const plan = arrangeOverlays(requests, viewport);
    expect(ids(plan.showing)).toEqual(showing);
    expect(ids(plan.queued)).toEqual(queued);
  });

  it('breaks equal priorities by the earlier request, then by id', () => {
    const options = { ...defaultLobbyOptions, overlayPriorities: { ...defaultLobbyOptions.overlayPriorities, 'login-bar': 10 } };
    expect(ids(arrangeOverlays([at('login-bar', 5), at('sticky-banner', 2)], phone, options).showing)).toEqual(['sticky-banner']);
    expect(ids(arrangeOverlays([at('sticky-banner', 2), at('login-bar', 2)], phone, options).showing)).toEqual(['login-bar']);
  });

  it('tells whether one overlay shows', () => {
    const plan = arrangeOverlays([at('sticky-banner'), at('login-bar')], phone);
    expect(overlayShows(plan, 'login-bar')).toBe(true);
    expect(overlayShows(plan, 'sticky-banner')).toBe(false);
  });
});

const kinds = Object.keys(OVERLAY_ZONES) as OverlayKind[];
const requestArb = fc
  .record({ kind: fc.constantFrom(...kinds), since: fc.nat(100), n: fc.nat(3) })
  .map(({ kind, since, n }): OverlayRequest => ({ id: `${kind}-${n}`, kind, since }));
const requestsArb = fc.array(requestArb, { maxLength: 14 });
const viewportArb = fc.record({ phone: fc.boolean() });
const zoneCount = (list: readonly OverlayRequest[], zone: string) => list.filter((r) => OVERLAY_ZONES[r.kind] === zone).length;

describe('arrangeOverlays laws', () => {
  it('shows or queues each distinct request exactly once', () => {
    fc.assert(
      fc.property(requestsArb, viewportArb, (requests, viewport) => {
        const plan = arrangeOverlays(requests, viewport);
        const all = [...ids(plan.showing), ...ids(plan.queued)];
        expect(new Set(all).size).toBe(all.length);
        expect(new Set(all)).toEqual(new Set(ids(requests)));
      }),
    );
  });

  it('never lets overlays meet: one thing at the bottom of a phone, one sheet, one tooltip off sheets, a dialog alone', () => {
    fc.assert(
      fc.property(requestsArb, viewportArb, (requests, viewport) => {
        const { showing } = arrangeOverlays(requests, viewport);
        const bars = zoneCount(showing, 'bottom-bar');
        expect(bars).toBeLessThanOrEqual(viewport.phone ? 1 : defaultLobbyOptions.overlayLimits.bottomBarsWide);
        if (viewport.phone) expect(bars + zoneCount(showing, 'sheet') + zoneCount(showing, 'tooltip')).toBeLessThanOrEqual(1);
        expect(zoneCount(showing, 'sheet')).toBeLessThanOrEqual(1);
        expect(zoneCount(showing, 'tooltip')).toBeLessThanOrEqual(1);
        if (zoneCount(showing, 'tooltip') > 0) expect(zoneCount(showing, 'sheet')).toBe(0);
        if (zoneCount(showing, 'dialog') > 0) expect(showing.length).toBe(1 + zoneCount(showing, 'notice'));
        expect(zoneCount(showing, 'notice')).toBeLessThanOrEqual(defaultLobbyOptions.overlayLimits.notices);
      }),
    );
  });

  it('a protection prompt asked for always shows, alone but for notices, whatever else waits', () => {
    fc.assert(
      fc.property(requestsArb, viewportArb, fc.nat(100), (requests, viewport, since) => {
        const { showing } = arrangeOverlays([...requests, { id: 'prompt', kind: 'protection-prompt', since }], viewport);
        expect(showing.filter((r) => r.kind === 'protection-prompt')).toHaveLength(1);
        expect(showing.every((r) => r.kind === 'protection-prompt' || r.kind === 'notice')).toBe(true);
      }),
    );
  });

  it('the most urgent request always shows, and what waits changes nothing of what shows', () => {
    fc.assert(
      fc.property(requestsArb, viewportArb, (requests, viewport) => {
        const plan = arrangeOverlays(requests, viewport);
        if (plan.showing.length + plan.queued.length > 0) expect(plan.showing[0]).toBeDefined();
        expect(arrangeOverlays(plan.showing, viewport).showing).toEqual(plan.showing);
        expect(arrangeOverlays([...plan.queued].reverse().concat(plan.showing), viewport).showing).toEqual(plan.showing);
      }),
    );
  });
});
