/** Where each controller lives, from one configured endpoint. */
export interface Endpoints {
  /** `{root}/app/shared/controllers/{file}` with the action as the first (valueless) query key. */
  controller(file: string, action?: string): string;
  /** `{root}/app/shared/Dashboard/json/{LANG}-loyalty.json`. */
  loyaltyTexts(languageKey: string): string;
}

const CONTROLLERS = '/app/shared/controllers';

/**
 * Accepts an origin (`https://casino.example`), a base path (`''`, `/`), or the controllers folder
 * itself (`/app/shared/controllers/`), and answers the same URLs for each.
 */
export function endpointsFor(endpoint: string): Endpoints {
  let root = endpoint.trim().replace(/\/+$/, '');
  if (root.endsWith(CONTROLLERS)) root = root.slice(0, -CONTROLLERS.length);
  return {
    controller: (file, action) => `${root}${CONTROLLERS}/${file}${action === undefined ? '' : `?${action}`}`,
    loyaltyTexts: (languageKey) => `${root}/app/shared/Dashboard/json/${encodeURIComponent(languageKey)}-loyalty.json`,
  };
}
