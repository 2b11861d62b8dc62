import type { CasinoConfig } from './entities/config.ts';
import type { CasinoTweaks } from './casino-tweaks.ts';
import { playPath } from './game-links.ts';
import type { Variant } from './variant.ts';

/** A route of the app, as the router matched it. */
export type RouteId =
  | { readonly name: 'home' | 'all-games' | 'jackpot-games' | 'promotions' | 'themes' }
  | { readonly name: 'subgroup' | 'theme' | 'provider' | 'category'; readonly slug: string }
  | { readonly name: 'favorites' | 'suggested-games' | 'recently-played' | 'providers' | 'tournaments' }
  | { readonly name: 'play' | 'demo'; readonly slug: string; readonly provider?: string | null }
  | { readonly name: 'live-dealer' | 'sportsbook' | 'dashboard' | 'messagecenter' }
  | { readonly name: 'loyalty' | 'dailyfreespins' };

/** What may happen when someone opens a route. */
export type Access =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'login'; readonly returnTo: string }
  /** Stay, and offer a login link that comes back to `returnTo` (a guest's demo where guests may not play for free). */
  | { readonly kind: 'login-link'; readonly returnTo: string }
  | { readonly kind: 'not-found' };

/** Everything the access rules read. */
export interface AccessContext {
  readonly variant: Variant;
  readonly config: Pick<CasinoConfig, 'tournaments' | 'livedealer' | 'fun_money_casino' | 'allow_play_for_free_before_login' | 'dfs'>;
  readonly tweaks: Pick<CasinoTweaks, 'sportsbookPlayerIds'>;
  readonly playerId: number | null;
}

const ALLOW: Access = { kind: 'allow' };
const HOME: Access = { kind: 'redirect', to: '/' };
const NOT_FOUND: Access = { kind: 'not-found' };

function playAccess(route: Extract<RouteId, { name: 'play' | 'demo' }>, ctx: AccessContext): Access {
  const guest = ctx.playerId === null;
  if (route.name === 'demo') {
    if (!ctx.variant.demoRoute) return HOME;
    if (guest && !ctx.config.allow_play_for_free_before_login) {
      // The login link brings the player back to the real-money version of the game.
      return { kind: 'login-link', returnTo: playPath('play', route.slug, route.provider) };
    }
    return ALLOW;
  }
  return guest ? { kind: 'login', returnTo: playPath('play', route.slug, route.provider) } : ALLOW;
}

function accountAccess(route: RouteId, ctx: AccessContext): Access {
  const guest = ctx.playerId === null;
  switch (route.name) {
    case 'favorites':
    case 'suggested-games':
      return guest ? HOME : ALLOW;
    case 'recently-played':
      // The list is a player's (a guest's home has no Keep playing): a guest logs in and comes back.
      return guest ? { kind: 'login', returnTo: '/recently-played' } : ALLOW;
    case 'dashboard':
      return guest ? { kind: 'login', returnTo: '/dashboard/' } : ALLOW;
    case 'messagecenter':
      return guest ? { kind: 'login', returnTo: '/dashboard/messagecenter' } : ALLOW;
    case 'loyalty':
      if (!ctx.variant.loyalty || ctx.config.fun_money_casino) return NOT_FOUND;
      return guest ? { kind: 'login', returnTo: '/dashboard/loyalty' } : ALLOW;
    case 'dailyfreespins':
      if (!ctx.config.dfs) return HOME;
      return guest ? { kind: 'login', returnTo: '/dashboard/loyalty/dailyfreespins' } : ALLOW;
    default:
      return NOT_FOUND;
  }
}

/** Whether the current visitor may open `route`, and where they are sent otherwise. */
export function routeAccess(route: RouteId, ctx: AccessContext): Access {
  switch (route.name) {
    case 'home':
    case 'all-games':
    case 'jackpot-games':
    case 'promotions':
    case 'subgroup':
    case 'theme':
    case 'themes':
      return ALLOW;
    case 'category':
      return ctx.variant.categories.includes(route.slug) ? ALLOW : NOT_FOUND;
    case 'providers':
    case 'provider':
      return ctx.variant.providerPages ? ALLOW : NOT_FOUND;
    case 'tournaments':
      return ctx.config.tournaments ? ALLOW : NOT_FOUND;
    case 'play':
    case 'demo':
      return playAccess(route, ctx);
    case 'live-dealer':
      if (ctx.variant.liveDealer === 'category') return { kind: 'redirect', to: '/category/live-dealer' };
      if (!ctx.config.livedealer) return HOME;
      return ctx.playerId === null ? { kind: 'login', returnTo: '/' } : ALLOW;
    case 'sportsbook':
      return ctx.playerId !== null && ctx.tweaks.sportsbookPlayerIds.includes(ctx.playerId) ? ALLOW : HOME;
    default:
      return accountAccess(route, ctx);
  }
}
