import { createHash } from 'node:crypto';
import { PROMO_FRAME_FILE } from '@lobby/domain';

/** Paths the casino's controller answers on the app's host; the server passes them on. */
export const CONTROLLER_PATHS = ['/app/', '/site/'] as const;

/** The reference controller's test controls: passed on only by the local test server, never in production. */
export const TEST_CONTROL_PATH = '/__control/';

export const CACHE = {
  /** Vite's content-hashed files (`assets/`, `workbox-<hash>.js`): they never change under one name. */
  immutable: 'public, max-age=31536000, immutable',
  /** The page and the service worker: always asked again, so a deploy reaches every player at once. */
  never: 'no-store',
  /** Everything else (icons, manifest): briefly. */
  short: 'public, max-age=3600',
} as const;

/**
 * A 404 or a redirect: never kept. A hashed file asked for during a rolling deploy may be missing
 * for a moment; a browser or CDN that kept that 404 would keep it for the file's whole life.
 */
export const ERROR_CACHE = CACHE.never;

/** Files under the base path that are never cached. */
export const NEVER_CACHED = ['index.html', 'sw.js', 'manifest.webmanifest', PROMO_FRAME_FILE] as const;

/** The custom promo frame's document (relative to the base path): served under its own policy. */
export { PROMO_FRAME_FILE };

/** Whether a file (relative to the base path) carries a content hash in its name. */
export function isHashed(file: string): boolean {
  return file.startsWith('assets/') || /^workbox-[0-9a-f]{8}\.js$/.test(file);
}

/** The Cache-Control of a file relative to the base path. */
export function cacheControl(file: string): string {
  if ((NEVER_CACHED as readonly string[]).includes(file)) return CACHE.never;
  return isHashed(file) ? CACHE.immutable : CACHE.short;
}

/** The sha256 sources of the inline scripts of a built index.html (the theme-before-paint script and the start-up calls). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy: scripts only from the app (and its inline theme script by hash);
 * calls only to the casino's own host; frames only from it and the casino's game and live-dealer
 * origins (`frameOrigins`); images and promo media also from https origins; `extraOrigins` adds
 * e.g. a local controller; nobody else may frame the lobby.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  extraOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): string {
  const extra = extraOrigins.length > 0 ? ` ${extraOrigins.join(' ')}` : '';
  const frames = frameOrigins.length > 0 ? ` ${frameOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React sets style attributes; no inline <style> or script depends on this.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra}`,
    // Promo media may be a video from the casino's assets.
    `media-src 'self' https:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of the custom promo frame's document: its own inline scripts (the promo's script runs
 * as one), styles, and images and media from the app or https origins; no calls, forms, frames,
 * workers or plugins, so the promo cannot talk to the casino's controller. `sandbox` keeps it in an
 * opaque origin even when opened outside its frame; only the lobby's own pages may embed it.
 */
export function promoFrameContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data: https:",
    "connect-src 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

/** The policy for a file relative to the base path: the promo frame's own, else the app's. */
export function policyFor(file: string, appPolicy: string): string {
  return file === PROMO_FRAME_FILE ? promoFrameContentSecurityPolicy() : appPolicy;
}

/** The headers every answer carries. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Whether a path under the base path should fall back to the app's page: a route, not a missing file. */
export function isAppRoute(file: string): boolean {
  return !/\.[a-z0-9]+$/i.test(file.split('/').pop() ?? '');
}
