import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The page's own record of what went wrong, for engines whose driver cannot report the console
 * (WebKitGTK's WebDriver has no BiDi): console errors, uncaught errors, unhandled rejections and
 * Content-Security-Policy refusals, kept in `window.__engineProblems` and in session storage (so
 * a reload does not lose them). It runs first in the page's head, and keeps the service worker out.
 */
export const CAPTURE_SCRIPT = `(() => {
  const key = '__engineProblems';
  let kept = [];
  try { kept = JSON.parse(sessionStorage.getItem(key) || '[]'); } catch {}
  const problems = (window[key] = kept);
  const note = (text) => {
    problems.push(String(text).slice(0, 500));
    try { sessionStorage.setItem(key, JSON.stringify(problems)); } catch {}
  };
  const error = console.error;
  console.error = function (...args) {
    note('console error: ' + args.map((arg) => (arg && arg.stack) || String(arg)).join(' '));
    return error.apply(this, args);
  };
  // The browser's own notice that resize observers took more than a frame: no script failed.
  const benign = /^ResizeObserver loop/;
  addEventListener('error', (event) => { if (event instanceof ErrorEvent && !benign.test(event.message)) note('uncaught error: ' + event.message); });
  addEventListener('unhandledrejection', (event) => note('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
  // As in the Chromium suite, no service worker: it would precache the whole build in every fresh
  // browser, the journey's heaviest work, and serve later pages from that cache; install.spec.ts
  // covers it. The registration stays pending, as a browser that takes its time would keep it.
  if (navigator.serviceWorker) navigator.serviceWorker.register = () => new Promise(() => {});
  addEventListener('securitypolicyviolation', (event) => note('refused by the policy: ' + event.violatedDirective + ' ' + event.blockedURI));
})();`;

/**
 * A copy of a built app whose index.html runs {@link CAPTURE_SCRIPT} first. The static server
 * allows the page's inline scripts by their hashes, taken from this copy, so the policy is the
 * production one plus this script.
 */
export function withCapture(dist: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'lobby-engines-'));
  cpSync(dist, copy, { recursive: true });
  const index = join(copy, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/<head>/, `<head><script>${CAPTURE_SCRIPT}</script>`));
  return copy;
}

/** Reads and clears the page's record (see {@link CAPTURE_SCRIPT}). */
export const TAKE_PROBLEMS = `() => {
  const problems = [...(window.__engineProblems || [])];
  if (window.__engineProblems) window.__engineProblems.length = 0;
  try { sessionStorage.removeItem('__engineProblems'); } catch {}
  return problems;
}`;
