import { defaultLobbyOptions, type LobbyOptions } from './options.ts';
import { OVERLAY_ZONES, type OverlayKind, type OverlayZone } from './overlay-kinds.ts';

export { OVERLAY_ZONES, type OverlayKind, type OverlayZone } from './overlay-kinds.ts';

/** An overlay that wants to show now. */
export interface OverlayRequest {
  /** Tells two requests of one kind apart (two notices); the kind itself for the others. */
  readonly id: string;
  readonly kind: OverlayKind;
  /** When it asked (ms): among equal priorities the earlier one shows first. */
  readonly since: number;
}

/** What the screen is: a phone (narrower than the desktop breakpoint) has room for one bar at the bottom. */
export interface OverlayViewport {
  readonly phone: boolean;
}

/** Which overlays show now, and which wait their turn (both in the order they would show). */
export interface OverlayPlan {
  readonly showing: readonly OverlayRequest[];
  readonly queued: readonly OverlayRequest[];
}

/** How many overlays of each zone show already. */
type Taken = Readonly<Record<OverlayZone, number>>;

/** Whether an overlay of `zone` may join what is taken. */
function fits(zone: OverlayZone, taken: Taken, viewport: OverlayViewport, limits: LobbyOptions['overlayLimits']): boolean {
  // Notices have their own region and are announced; they never wait for another overlay.
  if (zone === 'notice') return taken.notice < limits.notices;
  // A dialog is modal: nothing else but notices beside it, and one at a time.
  if (taken.dialog > 0) return false;
  if (zone === 'dialog') return taken.sheet + taken['bottom-bar'] + taken.tooltip === 0;
  if (zone === 'sheet') return taken.sheet === 0 && taken.tooltip === 0 && (!viewport.phone || taken['bottom-bar'] === 0);
  // On a phone the tooltip rises above the bottom launcher (the page's heading and first control
  // are under the header): it takes the bottom, like a bar.
  if (zone === 'tooltip') return taken.tooltip === 0 && taken.sheet === 0 && (!viewport.phone || taken['bottom-bar'] === 0);
  // A bottom bar: one on a phone, none beside a phone's sheet or tooltip (they use the same edge).
  const bars = viewport.phone ? 1 : limits.bottomBarsWide;
  return taken['bottom-bar'] < bars && (!viewport.phone || taken.sheet + taken.tooltip === 0);
}

/**
 * One overlay at a time where they would meet: takes the overlays that want to show and returns
 * those that show now and those that wait. Higher priority goes first (the options'
 * `overlayPriorities`), then the earlier request, then the id; each is shown if it fits beside
 * those already shown: at most one dialog, with nothing but notices; one sheet; one tooltip, not
 * over a sheet; bottom bars up to the wide-screen limit; on a phone one thing at the bottom (a
 * bar, a sheet or the tooltip); notices up to their limit. A request asked for twice counts once.
 */
export function arrangeOverlays(
  requests: readonly OverlayRequest[],
  viewport: OverlayViewport,
  options: Pick<LobbyOptions, 'overlayPriorities' | 'overlayLimits'> = defaultLobbyOptions,
): OverlayPlan {
  const unique = [...new Map(requests.map((r) => [r.id, r])).values()];
  const ordered = unique.sort(
    (a, b) =>
      options.overlayPriorities[b.kind] - options.overlayPriorities[a.kind] ||
      a.since - b.since ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const taken: Record<OverlayZone, number> = { dialog: 0, sheet: 0, 'bottom-bar': 0, tooltip: 0, notice: 0 };
  const showing: OverlayRequest[] = [];
  const queued: OverlayRequest[] = [];
  for (const request of ordered) {
    const zone = OVERLAY_ZONES[request.kind];
    if (fits(zone, taken, viewport, options.overlayLimits)) {
      taken[zone] += 1;
      showing.push(request);
    } else {
      queued.push(request);
    }
  }
  return { showing, queued };
}

/** Whether the overlay with this id shows in the plan. */
export function overlayShows(plan: OverlayPlan, id: string): boolean {
  return plan.showing.some((request) => request.id === id);
}
