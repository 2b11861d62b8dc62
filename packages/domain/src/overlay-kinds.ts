/**
 * Where an overlay sits, which decides what it may share the screen with: a `dialog` is modal
 * (player-protection prompts), a `sheet` rises from the bottom over the page, a `bottom-bar` is
 * pinned to the bottom edge, a `tooltip` points at a control, a `notice` lives in the notices'
 * own region.
 */
export type OverlayZone = 'dialog' | 'sheet' | 'bottom-bar' | 'tooltip' | 'notice';

/** The overlays the lobby knows, each with its zone; a new one (a reality check, a limit prompt) is one more row. */
export const OVERLAY_ZONES = {
  'protection-prompt': 'dialog',
  'dfs-sheet': 'sheet',
  'fifty-free': 'sheet',
  'cashier-tooltip': 'tooltip',
  'install-prompt': 'bottom-bar',
  'login-bar': 'bottom-bar',
  'sticky-banner': 'bottom-bar',
  notice: 'notice',
} as const satisfies Record<string, OverlayZone>;

/** One of the overlays the lobby knows. */
export type OverlayKind = keyof typeof OVERLAY_ZONES;
