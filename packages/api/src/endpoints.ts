import { type CallEntry, LOYALTY_TEXTS_FILE } from './calls.ts';

/** Where each controller lives, from one configured endpoint. */
export interface Endpoints {
  /** `{root}/app/shared/controllers/{file}` with the action as the first (valueless) query key. */
  controller(file: string, action?: string): string;
  /** The URL of a call of the table (`CONTROLLER_CALLS`). */
  call(entry: CallEntry): string;
  /** `{root}/app/shared/Dashboard/json/{LANG}-loyalty.json`. */
  loyaltyTexts(languageKey: string): string;
}

const SHARED = '/app/shared';
const CONTROLLERS = `${SHARED}/controllers`;

/** The site root of a configured endpoint: its origin or base path, without the controllers folder. */
function rootOf(endpoint: string): string {
  const root = endpoint.trim().replace(/\/+$/, '');
  return root.endsWith(CONTROLLERS) ? root.slice(0, -CONTROLLERS.length) : root;
}

/** Whether `endpoint` is one the client can reach: a path on this site, or an http(s) origin. */
export function isControllerEndpoint(endpoint: string): boolean {
  const root = rootOf(endpoint);
  if (root.startsWith('//')) return false;
  return root === '' || root.startsWith('/') || /^https?:\/\/[^/]+/i.test(root);
}

/**
 * The one rule for controller URLs. Accepts an origin (`https://casino.example`), a base path
 * (`''`, `/`), or the controllers folder itself (`/app/shared/controllers/`), and answers the same
 * URLs for each.
 */
export function endpointsFor(endpoint: string): Endpoints {
  const root = rootOf(endpoint);
  const controller = (file: string, action?: string) => `${root}${CONTROLLERS}/${file}${action === undefined ? '' : `?${action}`}`;
  return {
    controller,
    call: (entry) => controller(entry.file, entry.action),
    loyaltyTexts: (languageKey) => `${root}${SHARED}/${LOYALTY_TEXTS_FILE.replace('{LANG}', encodeURIComponent(languageKey))}`,
  };
}
