import type { ProtectionTool } from '@lobby/domain';

/** The limits page: the lobby's own responsible-gambling page, which the footer and Sweden's bar link to. */
export const LIMITS_PATH = '/dashboard/limits';
/** The account history page. */
export const HISTORY_PATH = '/dashboard/history';
/** Take a break. */
export const BREAK_PATH = '/dashboard/break';
/** Self-exclusion. */
export const EXCLUSION_PATH = '/dashboard/self-exclusion';
/** Where the reality-check interval is chosen: on the limits page. */
export const REALITY_CHECK_PATH = `${LIMITS_PATH}#reality-check`;

/** Where each protection tool lives in the lobby (the account lists all but the reality check, domain `accountTools`). */
export const TOOL_PATHS = {
  limits: LIMITS_PATH,
  reality_check: REALITY_CHECK_PATH,
  break: BREAK_PATH,
  exclusion: EXCLUSION_PATH,
  history: HISTORY_PATH,
} as const satisfies Record<ProtectionTool, string>;
