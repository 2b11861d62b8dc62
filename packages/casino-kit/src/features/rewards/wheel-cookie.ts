import { cookieString, writeJarCookie } from '@lobby/casino-core';

/** Remembers the spin for `days` (the options' `wheelCookieDays`) in the `wheeldata` cookie: the slice and the spins it gave. */
export function writeWheelCookie(slice: number, spins: number, days: number): void {
  // Where cookies are blocked the spin is still redeemed; only the day's reminder is lost.
  writeJarCookie(document, cookieString('wheeldata', JSON.stringify({ slice, spins }), days));
}
